import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import type { Product } from '../product';
import { assembleCart, type StoredCart, type StoredLine } from './assemble-cart';
import { SECOND_BASE_IN_SPLIT_KING } from './split-king-base-surcharge';
import { sizedProduct } from './test-products';

const BEDDING_SIZES = { twin: 18320, twinXL: 19120, queen: 23920, splitKing: 38240 };
const catalogue: Product[] = [
  sizedProduct('mattress', 'mattress', { twin: 50000, twinXL: 55000, queen: 80000, splitKing: 110000 }, { mattressCount: 1 }),
  sizedProduct('serenity', 'bedding', BEDDING_SIZES, { markers: ['soft-good'] }),
  sizedProduct('sheets', 'bedding', { twin: 9520, twinXL: 9520, queen: 11920, splitKing: 19040 }, { markers: ['soft-good'] }),
  sizedProduct('pillow', 'bedding', { standard: 7120, king: 8720 }, { markers: ['soft-good'] }),
  sizedProduct(
    'set_ab',
    'bundle',
    { queen: 150000, splitKing: 250000 },
    { mattressCount: 1, markers: [SECOND_BASE_IN_SPLIT_KING] },
  ),
  sizedProduct('frame', 'bed-frame', { queen: 40000 }),
  whiteGloveService(),
];
function whiteGloveService(): Product {
  const product = sizedProduct('mattress-white-glove', 'service', { one: 14900 });
  return { ...product, properties: [], availability: { [product.inventoryKey]: Object.values(product.availability)[0]! } };
}
const products = new Map(catalogue.map((p) => [p.id, p]));
const cart = (over: Partial<StoredCart> = {}): StoredCart => ({
  id: 'c1',
  region: null,
  reqShippingDate: null,
  reqDeliveryDate: null,
  historyLog: [],
  preventAddingCoupon: false,
  ...over,
});
let position = 0;
const line = (id: string, productId: string, Size: string | null, quantity = 1, forItem: string | null = null): StoredLine => ({
  itemIdentifier: id,
  productId,
  properties: Size ? [{ name: 'Size', value: Size }] : [],
  quantity,
  forItem,
  position: position++,
});
const GIFTS = new Set(['serenity', 'sheets', 'pillow']);
const assemble = (lines: StoredLine[], over: Partial<StoredCart> = {}, sameDayFee?: number | null) =>
  assembleCart({
    ...(sameDayFee === undefined ? {} : { sameDayFee }),
    cart: cart(over),
    lines,
    products,
    coupon: null,
    brand: BRANDS.nestwood,
    giftDiscount: (productId, group) => (GIFTS.has(productId) && group === 'mattress' ? 100 : 0),
    giftOffers: [],
  });
const paid = (lines: StoredLine[], over: Partial<StoredCart> = {}) =>
  Object.fromEntries(assemble(lines, over).cart.items.map((i) => [i.itemIdentifier, i.priceAfterDiscount]));

describe('gifts tied to the parent: units per parent set, value of the parent-size variant', () => {
  it.each([
    [
      'twin mattress with Split King gifts: each is free up to its twin variant, the rest is paid',
      [
        line('m', 'mattress', 'twin'),
        line('g1', 'serenity', 'splitKing', 1, 'm'),
        line('g2', 'sheets', 'splitKing', 1, 'm'),
        line('g3', 'pillow', 'king', 1, 'm'),
      ],
      { m: 50000, g1: 38240 - 18320, g2: 19040 - 9520, g3: 8720 - 7120 },
    ],
    [
      'one Split King mattress (stored as 2) is one parent unit: one of two Split King bundles is free',
      [line('m', 'mattress', 'splitKing', 2), line('g', 'serenity', 'splitKing', 2, 'm')],
      { m: 110000, g: 38240 },
    ],
    [
      'one Split King mattress with one Split King bundle: the bundle is free',
      [line('m', 'mattress', 'splitKing', 2), line('g', 'serenity', 'splitKing', 1, 'm')],
      { m: 110000, g: 0 },
    ],
    [
      'a gift in the parent size is free',
      [line('m', 'mattress', 'queen'), line('g', 'serenity', 'queen', 1, 'm')],
      { m: 80000, g: 0 },
    ],
  ])('%s', (_label, lines, expected) => {
    expect(paid(lines)).toEqual(expected);
  });
});

describe('cart rules through the assembly', () => {
  const fee = (lines: StoredLine[], over: Partial<StoredCart>, kind: string) =>
    assemble(lines, over).cart.extras.find((e) => e.kind === kind)?.pricing.price.amount ?? 0;
  const CA = { region: { country: 'US', state: 'CA', zip: null } };

  it.each([
    ['a queen mattress: one piece', [line('m', 'mattress', 'queen')], 1600],
    ['a split king mattress: two pieces', [line('m', 'mattress', 'splitKing', 2)], 3200],
    ['a split king bundle with a mattress: two pieces', [line('b', 'set_ab', 'splitKing')], 3200],
    ['a frame and sheets: no mattress, no fee', [line('f', 'frame', 'queen'), line('s', 'sheets', 'queen')], 0],
  ])('recycling fee in CA: %s', (_label, lines, amount) => {
    expect(fee(lines, CA, 'recycling-fee')).toBe(amount);
  });

  it('the $299 second-base surcharge comes from the brand registry and the catalogue marker', () => {
    expect(paid([line('b', 'set_ab', 'splitKing')]).b).toBe(250000 + 29900);
  });

  it('the certain delivery date adds the delivery service fee', () => {
    expect(fee([line('m', 'mattress', 'queen')], { reqDeliveryDate: '2026-12-01' }, 'service')).toBe(3900);
  });

  it('white glove counts every piece carried in, soft goods free', () => {
    const lines = [
      line('m', 'mattress', 'queen'),
      line('f', 'frame', 'queen', 1, 'm'),
      line('s', 'sheets', 'queen', 1, 'm'),
      line('w', 'mattress-white-glove', null),
    ];
    expect(fee(lines, {}, 'white-glove')).toBe(14900 + 4500);
  });
});

describe('same-day delivery through the assembly: its fee in place of free shipping, only with the fee the rule gave', () => {
  const NY = { region: { country: 'US', state: 'NY', zip: '10012' }, deliveryOption: 'same-day-delivery' };
  it.each([
    [
      'offered: the shipping line is same-day delivery at its fee',
      4900,
      'SAMEDAY',
      'Same-day delivery',
      4900,
      'same-day-delivery',
    ],
    ['no longer offered: free shipping, standard', null, 'SHIPPING', 'Shipping', 0, 'standard-shipping'],
  ])('%s', (_label, sameDayFee, sku, title, amount, chosen) => {
    const { cart: priced } = assemble([line('m', 'mattress', 'queen')], NY, sameDayFee);
    const shipping = priced.extras.filter((e) => e.kind === 'shipping');
    expect(shipping.map((e) => [e.sku, e.title, e.pricing.price.amount])).toEqual([[sku, title, amount]]);
    expect(priced.deliveryOption?.name).toBe(chosen);
    expect(priced.totalPrice.amount).toBe(80000 + amount);
  });
  it('a fee given without the same-day choice changes nothing', () => {
    const { cart: priced } = assemble([line('m', 'mattress', 'queen')], { region: NY.region }, 4900);
    expect(priced.extras.find((e) => e.kind === 'shipping')?.pricing.price.amount).toBe(0);
  });
});
