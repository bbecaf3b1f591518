import { describe, expect, it } from 'vitest';
import { cartExtra, cartFixture, cartLine } from '../../test-support/cart-fixture';
import { summaryRows } from './cart-totals';

const rows = (cart: ReturnType<typeof cartFixture>) => summaryRows(cart).map((r) => [r.label, r.value]);

describe('summaryRows', () => {
  it("before an address the tax is 'Calculated at checkout', not FREE", () => {
    const cart = { ...cartFixture([cartLine('a', { price: 97_425 })]), taxStatus: 'at-checkout' as const };
    expect(rows(cart)).toEqual([
      ['Subtotal', '$974.25'],
      ['Shipping', 'Free shipping'],
      ['Tax', 'Calculated at checkout'],
      ['Total before tax', '$974.25'],
    ]);
  });

  it('an address without sales tax (Oregon) shows FREE', () =>
    expect(
      rows({ ...cartFixture([cartLine('a', { price: 100_000 })], [cartExtra('tax', 0, 'Tax')]), taxStatus: 'quoted' }),
    ).toContainEqual(['Tax', 'FREE']));

  it('shows Free shipping and FREE tax when they are zero or absent', () => {
    expect(rows(cartFixture([cartLine('a', { price: 100_000 })]))).toEqual([
      ['Subtotal', '$1,000'],
      ['Shipping', 'Free shipping'],
      ['Tax', 'FREE'],
      ['Total', '$1,000'],
    ]);
    expect(rows(cartFixture([cartLine('a', { price: 100_000 })], [cartExtra('tax', 0)]))).toContainEqual(['Tax', 'FREE']);
  });

  it('adds up as printed: the lines (before the coupon) make the subtotal, and subtotal - coupon + extras = total', () => {
    const cart = cartFixture(
      [
        cartLine('m', { price: 90_000, listValue: 120_000, coupon: 9_000 }),
        cartLine('g', { price: 0, listValue: 8_000, forItem: 'm' }),
      ],
      [
        cartExtra('tax', 6_123, 'Sales tax'),
        cartExtra('shipping', 2_500),
        cartExtra('white-glove', 14_900, 'White Glove Delivery', 'mattress-white-glove'),
        cartExtra('recycling-fee', 1_600, 'Recycling fee'),
        cartExtra('service', 4_900, 'Old Mattress Removal'),
      ],
      'SAVE10',
    );
    expect(rows(cart)).toEqual([
      ['Subtotal', '$900'],
      ['Coupon (SAVE10)', '-$90'],
      ['White Glove Delivery', '$149'],
      ['Old Mattress Removal', '$49'],
      ['Recycling fee', '$16'],
      ['Shipping', '$25'],
      ['Sales tax', '$61.23'],
      ['Total', '$1,110.23'],
    ]);
  });

  it('same-day delivery in place of shipping: the row is named for it, at its fee', () =>
    expect(
      rows(
        cartFixture(
          [cartLine('m', { price: 90_000 })],
          [cartExtra('shipping', 4_900, 'Same-day delivery', 'same-day-delivery'), cartExtra('tax', 0)],
        ),
      ),
    ).toEqual([
      ['Subtotal', '$900'],
      ['Same-day delivery', '$49'],
      ['Tax', 'FREE'],
      ['Total', '$949'],
    ]));
});
