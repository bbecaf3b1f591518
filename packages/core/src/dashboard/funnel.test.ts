import { describe, expect, it } from 'vitest';
import { BEACON_STEPS, FUNNEL_STEPS, funnelOf, rateOf, RECORDED_EVENT_TYPES } from './funnel';

describe('rateOf', () => {
  it.each([
    [1, 4, 0.25],
    [1, 3, 0.333],
    [2, 3, 0.667],
    [5, 4, 1.25],
    [0, 4, 0],
    [3, 0, null],
  ])('%i of %i is %s', (part, whole, expected) => {
    expect(rateOf(part, whole)).toBe(expected);
  });
});

describe('funnelOf', () => {
  it('counts each step by its event type and the rate from the step before', () => {
    const funnel = funnelOf(
      { view_item: 1000, add_to_cart: 120, begin_checkout: 45, orderPaid: 30, 'coupon.failed': 9 },
      { view_item: 800, orderPaid: 20 },
    );
    expect(funnel).toEqual({
      steps: [
        { key: 'product_view', label: 'Product views', count: 1000, previousCount: 800, rateFromPrevious: null },
        { key: 'add_to_cart', label: 'Added to cart', count: 120, previousCount: 0, rateFromPrevious: 0.12 },
        { key: 'checkout_started', label: 'Checkout started', count: 45, previousCount: 0, rateFromPrevious: 0.375 },
        { key: 'purchase', label: 'Purchases', count: 30, previousCount: 20, rateFromPrevious: 0.667 },
      ],
      overallRate: 0.03,
    });
  });

  it('has no rate after a step with nothing (only purchases recorded)', () => {
    const funnel = funnelOf({ orderPaid: 4 }, {});
    expect(funnel.steps.map((step) => [step.count, step.rateFromPrevious])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [4, null],
    ]);
    expect(funnel.overallRate).toBeNull();
  });
});

describe('where each step is counted', () => {
  it('the first three steps come from the storefront beacons, purchases from the recorded paid-order events', () => {
    expect(FUNNEL_STEPS.map((step) => step.eventType)).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'orderPaid']);
    expect(BEACON_STEPS).toEqual(['view_item', 'add_to_cart', 'begin_checkout']);
    expect(RECORDED_EVENT_TYPES).toEqual(['orderPaid']);
  });
});
