import {
  SECOND_BASE_IN_SPLIT_KING,
  SERENITY_COMBO_LABEL,
  SIZE_SWAP,
  variantPrice,
  type Product,
  type Selection,
} from '@store/core';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { makeBedding, makeCoupon, makeGoods, makeMattress, makeOffer, makeService, plainProperty } from './factories';

/**
 * A small nestwood store built with factories for the cart tests: its prices are the tests' own, so a copy or price
 * edit of the demo catalogue never breaks a cart test. Tests compute what they expect from these products.
 */

const MATTRESS_SIZES = (twin: number, step: number) => ({
  twin,
  twinXL: twin + step,
  full: twin + 3 * step,
  queen: twin + 5 * step,
  king: twin + 7 * step,
  calKing: twin + 7 * step,
  splitKing: twin + 11 * step,
});

export const PRODUCTS = {
  mattress: makeMattress('test-hybrid-mattress', { sizes: MATTRESS_SIZES(80000, 8000) }),
  premium: makeMattress('test-premium-mattress', { sizes: MATTRESS_SIZES(120000, 9000), discount: 15 }),
  sheets: makeBedding('test-sheet-set', {
    sizes: MATTRESS_SIZES(9000, 700),
    discount: 20,
    more: [plainProperty('Color', ['white', 'grey'])],
  }),
  /** Its sku stem is the one swapSizeDefault names (core SIZE_SWAP). */
  pillow: makeBedding('test-pillow', {
    sizes: { standard: 4500, king: 5900 },
    discount: 0,
    inventoryKey: SIZE_SWAP.fallbackSku,
  }),
  protector: makeBedding('test-protector', { sizes: MATTRESS_SIZES(7000, 500), discount: 0 }),
  sleepBundle: makeBedding('test-sleep-bundle', { sizes: MATTRESS_SIZES(21000, 1300), discount: 5 }),
  frame: makeGoods('test-platform-frame', 'bed-frame', {
    sizes: { twin: 30000, full: 36000, queen: 40000, king: 46000 },
    more: [plainProperty('Color', ['natural', 'walnut'])],
  }),
  headboard: makeGoods('test-headboard', 'furniture', {
    sizes: { twin: 15000, full: 17000, queen: 19000, king: 21000 },
    more: [plainProperty('Color', ['natural', 'walnut'])],
  }),
  whiteGlove: makeService('test-white-glove', 14900),
  /** The $299 second-base rule: an adjustable-base bundle ships a second base in Split King (catalogue marker). */
  adjustableBundle: makeGoods('test-adjustable-bundle', 'bundle', {
    sizes: { twinXL: 150000, queen: 170000, king: 190000, splitKing: 260000 },
    more: [plainProperty('Leg', ['standard', 'tall'])],
    markers: [SECOND_BASE_IN_SPLIT_KING],
    mattressCount: 1,
  }),
  /** A bundle with two mattresses in it (bunk set): two recycling fees per unit. */
  twoMattressBundle: makeGoods('test-bunk-set', 'bundle', { sizes: { twin: 140000 }, mattressCount: 2 }),
} satisfies Record<string, Product>;

/** Gifts with purchase: free sheets, a free pair of pillows, a half-price protector, a bundle excluding both. */
export const OFFERS = {
  sheets: makeOffer('nestwood', PRODUCTS.sheets, {
    name: 'free-sheets',
    defaults: [{ type: 'Color', chooser: true, defaultValue: 'white' }],
  }),
  pillows: makeOffer('nestwood', PRODUCTS.pillow, {
    name: 'free-pillows',
    quantity: 2,
    defaults: [{ type: 'Size', chooser: true, defaultValue: SIZE_SWAP.from }],
    alternatives: [{ type: 'Size', alternativeValue: SIZE_SWAP.to }],
  }),
  protector: makeOffer('nestwood', PRODUCTS.protector, { name: 'discounted-protector', discount: 50 }),
  sleepBundle: makeOffer('nestwood', PRODUCTS.sleepBundle, {
    name: 'sleep-bundle',
    kind: 'bundle',
    excludes: ['free-sheets', 'free-pillows'],
    combo: {
      label: SERENITY_COMBO_LABEL,
      labelV2: 'Serenity Bundle FREE with any mattress',
      labelV3: 'Free Serenity Bundle',
      title: 'Mattress + Serenity Bundle',
      sellsWithMattess: true,
    },
  }),
};

/** The store's coupons: the codes and rules the coupon tests name, with the tests' own amounts. */
export const COUPONS = {
  save10: makeCoupon({ code: 'SAVE10', kind: 'percent', value: 10, appliesTo: ['mattress'] }),
  take200: makeCoupon({ code: 'TAKE200', kind: 'fixed', value: 20000, minSubtotal: 100000 }),
  expired: makeCoupon({ code: 'EXPIRED15', kind: 'percent', value: 15, expiresAt: new Date('2025-01-01T00:00:00Z') }),
  once50: makeCoupon({ code: 'ONCE50', kind: 'fixed', value: 5000, maxRedemptions: 1 }),
  welcomeBack: makeCoupon({
    code: 'WELCOMEBACK',
    kind: 'fixed',
    value: 7500,
    minSubtotal: 50000,
    returningCustomerOnly: true,
  }),
};

/** An app whose nestwood catalogue, upsell offers and coupons are the test store's; other brands sell nothing. */
export function createStoreApp(options: Omit<TestAppOptions, 'seed' | 'upsells' | 'coupons'> = {}): Promise<TestApp> {
  return createTestApp({
    ...options,
    seed: { nestwood: Object.values(PRODUCTS) },
    upsells: { nestwood: Object.values(OFFERS) },
    coupons: { nestwood: Object.values(COUPONS) },
  });
}

/** A cart line body of a store product: the selection's properties in the order given. */
export function line(product: Product, selection: Selection, quantity = 1, forItem?: string) {
  return {
    productID: product.id,
    quantity,
    properties: Object.entries(selection).map(([name, value]) => ({ name, value })),
    ...(forItem === undefined ? {} : { forItem }),
  };
}

/** A line of the store's mattress. */
export const mattress = (size = 'queen', quantity = 1) => line(PRODUCTS.mattress, { Size: size }, quantity);

/** The sale price of one unit of a variant, from the factory data (not from the API under test). */
export const salePrice = (product: Product, selection: Selection) => variantPrice(product, selection).price;
