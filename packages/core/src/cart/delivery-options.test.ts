import { describe, expect, it } from 'vitest';
import type { Availability } from '../product';
import { deliveryTitle } from './delivery-names';
import {
  checkDeliveryChoice,
  deliveryCart,
  deliveryChoiceAfterMove,
  deliveryOptions,
  wgsPrices,
  type DeliveryCart,
  type DeliveryOptionsInput,
} from './delivery-options';
import type { SddInfo } from './same-day';
import { sizedProduct } from './test-products';
import { regionTransit, windowForRegion } from './region-transit';
import { WGS_UNAVAILABLE, wgsAvailableIn } from './wgs-availability';

const availability = (from: number, to: number): Availability => ({
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: from,
  shippingTo: to,
  wgsShippingFrom: 7,
  wgsShippingTo: 14,
});
const piece = (quantity: number, softGood = false, window = availability(2, 3)) => ({
  quantity,
  softGood,
  availability: window,
  title: softGood ? 'Pillow' : 'Mattress',
  group: softGood ? 'bedding' : 'mattress',
});
const cart = (lines: DeliveryCart['lines'], mattressPieces = 1): DeliveryCart => ({
  lines,
  hasWhiteGlove: false,
  mattressPieces,
});
const input = (over: Partial<DeliveryOptionsInput>): DeliveryOptionsInput => ({
  shipping: { carrier: 'ground', from: 2, to: 3 },
  cart: cart([piece(1)]),
  region: { country: 'US', state: 'NY' },
  currency: 'USD',
  ...over,
});
const names = (over: Partial<DeliveryOptionsInput>) => deliveryOptions(input(over)).map((o) => o.name);

describe("white glove per-state availability ('WGS is not available for this state.')", () => {
  it.each([
    ['NY', 'US', true],
    ['ca', 'US', true],
    ['AK', 'US', false],
    ['HI', 'US', false],
    ['ON', 'CA', true],
    ['YT', 'CA', false],
  ] as const)('%s (%s) -> %s', (state, country, available) => expect(wgsAvailableIn(state, country)).toBe(available));
  it('reads the data it is given', () => expect(wgsAvailableIn('NY', 'US', { ...WGS_UNAVAILABLE, US: ['NY'] })).toBe(false));
});

describe('delivery options: standard shipping copy', () => {
  it.each([
    [
      'ground carrier',
      { carrier: 'ground' as const, from: 2, to: 3 },
      [piece(1)],
      'Ships by ground carrier in 2 - 3 business days.',
    ],
    [
      'partner storefront',
      { carrier: 'partner' as const, from: 2, to: 3 },
      [piece(1)],
      'Ships through our partners in 2 - 3 business days.',
    ],
    [
      '24-hour shipping',
      { carrier: 'ground' as const, from: 2, to: 3 },
      [piece(1, false, availability(1, 1))],
      'Ships by ground carrier in 24 Hours!',
    ],
    [
      "the sku's own window, not the brand's",
      { carrier: 'ground' as const, from: 2, to: 3 },
      [piece(1, false, availability(2, 5))],
      'Ships by ground carrier in 2 - 5 business days.',
    ],
    [
      "no sku window: the brand's window",
      { carrier: 'ground' as const, from: 2, to: 3 },
      [],
      'Ships by ground carrier in 2 - 3 business days.',
    ],
  ])('%s', (_label, shipping, lines, description) => {
    const [standard] = deliveryOptions(input({ shipping, cart: cart(lines) }));
    expect(standard).toEqual({
      name: 'standard-shipping',
      title: 'Standard shipping',
      description,
      details: 'We email a tracking link as soon as your order ships.',
      pricing: { price: { amount: 0 }, label: 'Free shipping' },
      isDefault: true,
    });
  });
});

describe('Alaska and Hawaii: standard shipping by freight, longer, and no white glove (region-transit.ts data)', () => {
  it.each([
    [
      'AK, a 2-3 day window',
      { country: 'US' as const, state: 'AK' },
      [piece(1, false, availability(2, 3))],
      'Ships to Alaska by air and ocean freight in 7 - 14 business days.',
    ],
    [
      'HI, a 24-hour sku: no 24 hours there',
      { country: 'US' as const, state: 'HI' },
      [piece(1, false, availability(1, 1))],
      'Ships to Hawaii by ocean freight in 6 - 12 business days.',
    ],
    [
      "HI, no sku window known: the brand's 2 - 3 moved",
      { country: 'US' as const, state: 'hi' },
      [],
      'Ships to Hawaii by ocean freight in 7 - 14 business days.',
    ],
    [
      'NY: the brand window',
      { country: 'US' as const, state: 'NY' },
      [piece(1, false, availability(2, 3))],
      'Ships by ground carrier in 2 - 3 business days.',
    ],
  ])('%s', (_label, region, lines, description) => {
    const [standard] = deliveryOptions(input({ region, cart: cart(lines) }));
    expect(standard).toMatchObject({
      name: 'standard-shipping',
      description,
      details: 'We email a tracking link as soon as your order ships.',
      isDefault: true,
    });
  });

  it.each(['AK', 'HI'])('%s offers standard shipping only, even with pieces to carry in', (state) =>
    expect(names({ region: { country: 'US', state }, cart: cart([piece(2)]) })).toEqual(['standard-shipping']),
  );

  it.each([
    [null, { from: 2, to: 3 }, { from: 2, to: 3 }],
    [
      { country: 'US', state: 'TX' },
      { from: 2, to: 3 },
      { from: 2, to: 3 },
    ],
    [
      { country: 'US', state: 'AK' },
      { from: 2, to: 3 },
      { from: 7, to: 14, twentyFourHour: false },
    ],
    [{ country: 'US', state: 'HI' }, undefined, { from: 6, to: 14, twentyFourHour: false }],
    [
      { country: 'CA', state: 'ON' },
      { from: 2, to: 3 },
      { from: 2, to: 3 },
    ],
  ])('windowForRegion(%j, %j) -> %j', (region, window, expected) =>
    expect(windowForRegion(window, regionTransit(region))).toEqual(expected),
  );
});

describe('white glove and mattress removal options', () => {
  it.each([
    [
      'NY: white glove, no removal',
      { region: { country: 'US' as const, state: 'NY' } },
      ['standard-shipping', 'mattress-white-glove'],
    ],
    [
      'CA: removal with the state fee',
      { region: { country: 'US' as const, state: 'CA' } },
      ['standard-shipping', 'mattress-white-glove', 'mattress-removal'],
    ],
    [
      'RI',
      { region: { country: 'US' as const, state: 'RI' } },
      ['standard-shipping', 'mattress-white-glove', 'mattress-removal'],
    ],
    [
      'CT',
      { region: { country: 'US' as const, state: 'CT' } },
      ['standard-shipping', 'mattress-white-glove', 'mattress-removal'],
    ],
    ['HI: no crews', { region: { country: 'US' as const, state: 'HI' } }, ['standard-shipping']],
    ['soft goods only', { cart: cart([piece(2, true)], 0) }, ['standard-shipping']],
    ['no region yet', { region: null }, ['standard-shipping', 'mattress-white-glove']],
    [
      'CA without a mattress',
      { region: { country: 'US' as const, state: 'CA' }, cart: cart([piece(1)], 0) },
      ['standard-shipping', 'mattress-white-glove'],
    ],
  ])('%s', (_label, over, expected) => expect(names(over)).toEqual(expected));

  it('white glove is priced $149 + $45 per extra piece', () =>
    expect(deliveryOptions(input({ cart: cart([piece(3)]) }))[1]?.pricing).toEqual({ price: { amount: 23_900 }, label: '$239' }));

  it('white glove states its own window, the white glove windows of the skus', () =>
    expect(deliveryOptions(input({ cart: cart([piece(1)]) }))[1]?.details).toBe(
      'Ships with white glove delivery in 7 - 14 business days. $149 for the first item, $45 for each additional item; soft goods add no fee.',
    ));

  it('removal names the state fee that pays for it', () =>
    expect(deliveryOptions(input({ region: { country: 'US', state: 'RI' } }))[2]?.details).toContain(
      'RI mattress recycling fee',
    ));
});

const sameDayOpen: SddInfo = {
  available: true,
  reason: null,
  message: null,
  zone: 'New York City',
  cutoff: 'Order by 12 pm for delivery today',
  fee: 4900,
  estimate: 'Today',
};
const sameDayClosed: SddInfo = {
  available: false,
  reason: 'after-cutoff',
  message: 'Same-day orders in New York City close at 12 pm; it is no longer available today.',
  zone: null,
  cutoff: null,
  fee: null,
  estimate: null,
};

describe('same-day delivery is an option only when the same-day rule says it is available', () => {
  it('available: after standard shipping, at its fee, with the cut-off in the brand words', () =>
    expect(deliveryOptions(input({ sameDay: sameDayOpen }))[1]).toEqual({
      name: 'same-day-delivery',
      title: 'Same-day delivery',
      description: 'Order by 12 pm for delivery today',
      details: 'Delivered today by our local team in New York City.',
      pricing: { price: { amount: 4900 }, label: '$49' },
      isDefault: false,
    }));
  it.each([
    ['after the cut-off', sameDayClosed],
    ['no same-day answer', undefined],
  ])('%s: not offered', (_label, sameDay) =>
    expect(names({ ...(sameDay === undefined ? {} : { sameDay }) })).toEqual(['standard-shipping', 'mattress-white-glove']),
  );
  it('choosing it while offered stores it', () =>
    expect(
      checkDeliveryChoice(deliveryOptions(input({ sameDay: sameDayOpen })), {
        name: 'same-day-delivery',
        withMattressRemoval: false,
      }),
    ).toEqual({ ok: true, value: { deliveryOption: 'same-day-delivery', withMattressRemoval: false } }));
  it('choosing it after the cut-off is a 400 that says why', () =>
    expect(
      checkDeliveryChoice(
        deliveryOptions(input({ sameDay: sameDayClosed })),
        { name: 'same-day-delivery', withMattressRemoval: false },
        sameDayClosed,
      ),
    ).toEqual({
      ok: false,
      error: {
        code: 'BAD_REQUEST',
        message: 'Same-day orders in New York City close at 12 pm; it is no longer available today.',
        reason: 'same-day-unavailable',
      },
    }));
  it('removal does not come with it', () => {
    const options = deliveryOptions(input({ region: { country: 'US', state: 'CA' }, sameDay: sameDayOpen }));
    const result = checkDeliveryChoice(options, { name: 'same-day-delivery', withMattressRemoval: true });
    expect(!result.ok && result.error.code).toBe('BAD_REQUEST');
  });
});

describe('GET /orders/wgs prices: basePrice counts every piece, discountedPrice frees soft goods', () => {
  it.each([
    [[], 0, 0],
    [[piece(1)], 14_900, 14_900],
    [[piece(1), piece(2, true)], 23_900, 14_900],
  ])('%j', (lines, basePrice, discountedPrice) => expect(wgsPrices(cart(lines))).toEqual({ basePrice, discountedPrice }));
});

describe('a delivery choice must be offered', () => {
  const ca = deliveryOptions(input({ region: { country: 'US', state: 'CA' } }));
  const hi = deliveryOptions(input({ region: { country: 'US', state: 'HI' } }));
  it.each([
    [
      'standard',
      ca,
      { name: 'standard-shipping', withMattressRemoval: false },
      { deliveryOption: null, withMattressRemoval: false },
    ],
    [
      'white glove with removal in CA',
      ca,
      { name: 'mattress-white-glove', withMattressRemoval: true },
      { deliveryOption: 'mattress-white-glove', withMattressRemoval: true },
    ],
  ])('%s', (_label, options, choice, value) => expect(checkDeliveryChoice(options, choice)).toEqual({ ok: true, value }));
  it.each([
    ['white glove in HI', hi, { name: 'mattress-white-glove', withMattressRemoval: false }, 'PRECONDITION_FAILED'],
    ['removal alone', ca, { name: 'mattress-removal', withMattressRemoval: false }, 'BAD_REQUEST'],
    ['removal with standard', ca, { name: 'standard-shipping', withMattressRemoval: true }, 'BAD_REQUEST'],
  ])('%s is refused', (_label, options, choice, code) => {
    const result = checkDeliveryChoice(options, choice);
    expect(!result.ok && result.error.code).toBe(code);
  });
});

describe('deliveryCart reads stored lines against the catalogue', () => {
  it('counts merchandise pieces, soft goods and mattresses; a white glove line is noted', () => {
    const mattress = sizedProduct('m', 'mattress', { queen: 100_000 }, { mattressCount: 1 });
    const pillow = sizedProduct('p', 'bedding', { standard: 5_000 }, { markers: ['soft-good'] });
    const wg = { ...sizedProduct('mattress-white-glove', 'service', { standard: 0 }), name: 'mattress-white-glove' };
    const products = new Map([mattress, pillow, wg].map((p) => [p.id, p]));
    const result = deliveryCart(
      { currency: 'USD' },
      [
        { productId: 'm', properties: [{ name: 'Size', value: 'queen' }], quantity: 2 },
        { productId: 'p', properties: [{ name: 'Size', value: 'standard' }], quantity: 1 },
        { productId: 'mattress-white-glove', properties: [{ name: 'Size', value: 'standard' }], quantity: 1 },
        { productId: 'gone', properties: [], quantity: 1 },
      ],
      products,
      null,
    );
    expect(result.lines.map((l) => [l.quantity, l.softGood, l.group])).toEqual([
      [2, false, 'mattress'],
      [1, true, 'bedding'],
    ]);
    expect(result.mattressPieces).toBe(2);
    expect(result.hasWhiteGlove).toBe(true);
  });
});

describe('a region change keeps only a delivery choice the new state offers', () => {
  const wg = (withMattressRemoval: boolean) => ({ deliveryOption: 'mattress-white-glove', withMattressRemoval });
  it.each([
    ['white glove with removal, CA -> RI', wg(true), 'RI', wg(true)],
    ['white glove with removal, CA -> NY: removal goes', wg(true), 'NY', wg(false)],
    ['white glove, NY -> HI: back to standard', wg(false), 'HI', { deliveryOption: null, withMattressRemoval: false }],
    [
      'standard stays',
      { deliveryOption: null, withMattressRemoval: false },
      'HI',
      { deliveryOption: null, withMattressRemoval: false },
    ],
  ])('%s', (_label, choice, state, expected) =>
    expect(deliveryChoiceAfterMove(choice, { country: 'US', state })).toEqual(expected),
  );
});

describe('delivery option titles: one source for the shipping step and the review summary', () => {
  it.each([
    [null, 'Standard shipping'],
    ['standard-shipping', 'Standard shipping'],
    ['mattress-white-glove', 'White glove delivery'],
    ['mattress-removal', 'Old mattress removal'],
    ['same-day-delivery', 'Same-day delivery'],
    ['something-new', 'something-new'],
  ])('%s -> %s', (name, title) => {
    expect(deliveryTitle(name)).toBe(title);
  });
});
