import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { assembleCart, type StoredLine } from '../cart/assemble-cart';
import type { GiftOffer } from '../gift-offers';
import type { Product } from '../product';
import { resolveBundleChoice } from './bundle-rules';
import { collectionPieceDeal, resolveCollectionChoices } from './collection-rules';
import { partPrice, sumPartPrices } from './part-price';
import {
  BAMBOO_HEADBOARD,
  BED,
  BUILDER,
  CHEST,
  DRESSER,
  FRAME,
  HEADBOARD,
  MATTRESS,
  METAL_FRAME,
  NIGHTSTAND,
  OTHER_NIGHTSTAND,
  WARRANTY,
} from './test-pieces';

const catalogue = [
  BED,
  NIGHTSTAND,
  DRESSER,
  CHEST,
  HEADBOARD,
  OTHER_NIGHTSTAND,
  MATTRESS,
  FRAME,
  METAL_FRAME,
  BAMBOO_HEADBOARD,
  WARRANTY,
];
const products = new Map(catalogue.map((p) => [p.id, p]));
/** A gift offer on the nightstand under any bed frame, to show a collection deal replaces the gift rules. */
const NIGHTSTAND_GIFT: GiftOffer = { name: 'nightstand', productId: 'socalle-nightstand', sellsWith: ['bed-frame'], discount: 5 };

let position = 0;
const line = (
  id: string,
  product: Product,
  selection: Record<string, string>,
  quantity = 1,
  forItem: string | null = null,
): StoredLine => ({
  itemIdentifier: id,
  productId: product.id,
  properties: Object.entries(selection).map(([name, value]) => ({ name, value })),
  quantity,
  forItem,
  position: position++,
});
/** A base line added as the bundle (POST /carts/my/items/bundle marks it). */
const bundleBase = (id: string, product: Product, selection: Record<string, string>): StoredLine => ({
  ...line(id, product, selection),
  bundleId: BUILDER.id,
});

const assemble = (lines: StoredLine[], offers: GiftOffer[] = []) =>
  assembleCart({
    cart: { id: 'c1', region: null, reqShippingDate: null, reqDeliveryDate: null, historyLog: [], preventAddingCoupon: false },
    lines,
    products,
    coupon: null,
    brand: BRANDS.nestwood,
    giftDiscount: (productId, group) =>
      offers.find((o) => o.productId === productId && o.sellsWith.includes(group))?.discount ?? 0,
    giftOffers: offers,
    bundlePages: new Map([[BUILDER.id, BUILDER.bundlePage!]]),
  }).cart;

const prices = (cart: ReturnType<typeof assemble>) =>
  Object.fromEntries(cart.items.map((i) => [i.itemIdentifier, [i.priceAfterDiscount, i.pricing.profilePrice.amount]]));

describe('a cart prices collection items bound to their main line by the collection', () => {
  it.each([
    {
      rule: 'two nightstands in the bed colour, 10% off each, instead of the 5% gift',
      lines: () => [line('bed', BED, { Size: 'queen', Color: 'oak' }), line('ns', NIGHTSTAND, { Color: 'oak' }, 2, 'bed')],
      expected: { bed: [55920, 69900], ns: [43056, 59800] },
    },
    {
      rule: 'three nightstands: the third at the sale price',
      lines: () => [line('bed', BED, { Size: 'queen', Color: 'oak' }), line('ns', NIGHTSTAND, { Color: 'oak' }, 3, 'bed')],
      expected: { bed: [55920, 69900], ns: [66976, 89700] },
    },
    {
      rule: 'two beds make room for four nightstands over two lines',
      lines: () => [
        line('bed', BED, { Size: 'queen', Color: 'oak' }, 2),
        line('ns1', NIGHTSTAND, { Color: 'oak' }, 3, 'bed'),
        line('ns2', NIGHTSTAND, { Color: 'oak' }, 2, 'bed'),
      ],
      // ns1: 3 x 21528; ns2: one unit left at 21528, one at 23920.
      expected: { bed: [111840, 139800], ns1: [64584, 89700], ns2: [45448, 59800] },
    },
    {
      rule: 'a nightstand in another colour than the bed is not a collection item (the gift rules price it)',
      lines: () => [line('bed', BED, { Size: 'queen', Color: 'oak' }), line('ns', NIGHTSTAND, { Color: 'walnut' }, 1, 'bed')],
      expected: { bed: [55920, 69900], ns: [22724, 29900] },
    },
    {
      rule: 'a nightstand of another collection is priced as any add-on',
      lines: () => [line('bed', BED, { Size: 'queen', Color: 'oak' }), line('ns', OTHER_NIGHTSTAND, { Color: 'oak' }, 1, 'bed')],
      expected: { bed: [55920, 69900], ns: [31920, 39900] },
    },
    {
      rule: 'a nightstand on its own is at its sale price',
      lines: () => [line('ns', NIGHTSTAND, { Color: 'oak' })],
      expected: { ns: [23920, 29900] },
    },
  ])('$rule', ({ lines, expected }) => {
    expect(prices(assemble(lines(), [NIGHTSTAND_GIFT]))).toEqual(expected);
  });

  it('charges what the page showed for the same choice, to the cent', () => {
    const selection = { Size: 'queen', Color: 'walnut' };
    const chosen = resolveCollectionChoices(BED, selection, 1, [
      { product: NIGHTSTAND, quantity: 2 },
      { product: CHEST, quantity: 1 },
    ]);
    if (!chosen.ok) throw new Error(chosen.error.message);
    const page = sumPartPrices([
      partPrice(BRANDS.nestwood, BED, selection, 1, null)!,
      ...chosen.value.map((c) =>
        partPrice(BRANDS.nestwood, c.product, c.selection, c.quantity, collectionPieceDeal(c.item, c.quantity))!,
      ),
    ]);
    const cart = assemble([
      line('bed', BED, selection),
      ...chosen.value.map((c, i) => line(`p${i}`, c.product, c.selection, c.quantity, 'bed')),
    ]);
    expect(page).toEqual({ totalValue: 219600, finalPrice: 160108, discount: 59492 });
    expect(cart.totalPrice.amount).toBe(page.finalPrice);
    expect(cart.totalValue.amount).toBe(page.totalValue);
    expect(cart.totalSavings.amount).toBe(page.discount);
  });
});

describe('a cart prices the parts bound to a base line added as the bundle by the bundle', () => {
  const queen = { Size: 'queen' };
  it.each([
    {
      rule: 'a complete bundle: frame and matching headboard 15% off, warranty at its price, mattress at its sale price',
      lines: () => [
        bundleBase('m', MATTRESS, queen),
        line('f', FRAME, { Size: 'queen', Color: 'natural' }, 1, 'm'),
        line('h', BAMBOO_HEADBOARD, { Size: 'queen', Color: 'natural' }, 1, 'm'),
        line('w', WARRANTY, {}, 1, 'm'),
      ],
      expected: { m: [69930, 99900], f: [50936, 79900], h: [16932, 24900], w: [9900, 9900] },
    },
    {
      rule: 'the same lines not added as the bundle (add-ons of the mattress): every part at its sale price',
      lines: () => [
        line('m', MATTRESS, queen),
        line('f', FRAME, { Size: 'queen', Color: 'natural' }, 1, 'm'),
        line('h', BAMBOO_HEADBOARD, { Size: 'queen', Color: 'natural' }, 1, 'm'),
      ],
      expected: { m: [69930, 99900], f: [59925, 79900], h: [19920, 24900] },
    },
    {
      rule: 'without the required frame the headboard is at its sale price',
      lines: () => [bundleBase('m', MATTRESS, queen), line('h', BAMBOO_HEADBOARD, { Size: 'queen', Color: 'natural' }, 1, 'm')],
      expected: { m: [69930, 99900], h: [19920, 24900] },
    },
    {
      rule: 'two frames under one mattress: one set, one frame discounted',
      lines: () => [bundleBase('m', MATTRESS, queen), line('f', FRAME, { Size: 'queen', Color: 'natural' }, 2, 'm')],
      expected: { m: [69930, 99900], f: [110861, 159800] },
    },
    {
      rule: 'frames on their own are at their sale price',
      lines: () => [line('f', FRAME, { Size: 'queen', Color: 'natural' })],
      expected: { f: [59925, 79900] },
    },
  ])('$rule', ({ lines, expected }) => {
    expect(prices(assemble(lines()))).toEqual(expected);
  });

  it("charges the page's bundle total and savings, to the cent", () => {
    const chosen = resolveBundleChoice(BUILDER, 'queen', {
      base: { product: MATTRESS },
      furniture: { product: FRAME },
      headboardAddon: { product: BAMBOO_HEADBOARD },
      extend: { product: WARRANTY },
    });
    if (!chosen.ok) throw new Error(chosen.error.message);
    const page = sumPartPrices(
      chosen.value.map((part) => {
        const percentOff = BUILDER.bundlePage![part.slot]!.percentOff;
        return partPrice(
          BRANDS.nestwood,
          part.product,
          part.selection,
          1,
          part.slot === 'base' ? null : { percentOff, units: 1 },
        )!;
      }),
    );
    const [base, ...parts] = chosen.value;
    const cart = assemble([
      bundleBase('b', base!.product, base!.selection),
      ...parts.map((p, i) => line(`p${i}`, p.product, p.selection, 1, 'b')),
    ]);
    expect(page).toEqual({ totalValue: 214600, finalPrice: 147698, discount: 66902 });
    expect(cart.totalPrice.amount).toBe(page.finalPrice);
    expect(cart.totalSavings.amount).toBe(page.discount);
  });
});
