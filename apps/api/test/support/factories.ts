import type { CouponRules } from '@store/core/coupons/coupon-wire';
import {
  allSelections,
  buildVariantSku,
  type Availability,
  type BrandKey,
  type Product,
  type ProductGroup,
  type ProductProperty,
  type UpsellItem,
} from '@store/core';
import type { coupons } from '../../src/db/schema';
import { buildUpsell, type UpsellSpec } from './build-upsell';

const IN_STOCK: Availability = {
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: 1,
  shippingTo: 3,
  wgsShippingFrom: 7,
  wgsShippingTo: 14,
};

/** A Size property with the given sizes; the first is the default. */
export function sizeProperty(
  sizes: Array<{ value: string; code: string; priceDiff: number; outOfStock?: boolean }>,
): ProductProperty {
  return {
    name: 'Size',
    title: 'Size',
    code: 'SZ',
    defaultValue: sizes[0]?.value ?? 'queen',
    options: sizes.map((s) => ({
      value: s.value,
      title: s.value,
      code: s.code,
      priceDiff: s.priceDiff,
      outOfStock: s.outOfStock ?? false,
    })),
  };
}

/** A valid product with sensible defaults; availability covers every variant sku unless overridden. */
export function makeProduct(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  const properties = overrides.properties ?? [
    sizeProperty([
      { value: 'queen', code: 'QN', priceDiff: 0 },
      { value: 'king', code: 'KG', priceDiff: 20000 },
    ]),
  ];
  const inventoryKey = overrides.inventoryKey ?? overrides.id.replace(/[^a-z0-9]/gi, '').toUpperCase();
  const availability = Object.fromEntries(
    allSelections(properties).map((s) => [buildVariantSku(inventoryKey, properties, s), IN_STOCK]),
  );
  const name = overrides.name ?? overrides.id;
  return {
    name,
    title: `Test ${name}`,
    inventoryKey,
    metadata: { url: `/mattresses/${name}`, isWarranty: false, reportToAnalytics: true },
    attributes: { group: 'mattress', markers: [] },
    properties,
    availability,
    pricing: {
      price: { amount: 90000, currency: 'USD', discount: 10 },
      listPrice: { amount: 100000, currency: 'USD', discount: 10 },
    },
    mediaCollection: [
      {
        url: '/media/mattress/test/white/main.svg',
        thumbUrl: '/media/mattress/test/white/main.svg?w=77',
        tags: ['main'],
        // What the drawing of the style "test" shows (the importer checks it): a foam mattress at 12 in, three layers.
        alt: `${name}, 12 in, cutaway of its 3 layers`,
        title: name,
      },
    ],
    extrasData: { markers: [], skus: [] },
    skuData: {},
    content: { summary: 'A test product.', description: 'A test product.', highlights: [], relatedProducts: [] },
    ...overrides,
  };
}

/** A property whose options have these list prices (minor units); priceDiff is relative to the first, the default. */
export function pricedProperty(name: string, prices: Record<string, number>): ProductProperty {
  const values = Object.keys(prices);
  const base = prices[values[0]!]!;
  return {
    name,
    title: name,
    code: name.slice(0, 2).toUpperCase(),
    defaultValue: values[0]!,
    options: values.map((value, i) => ({
      value,
      title: value,
      code: `${name.slice(0, 1).toUpperCase()}${i}`,
      priceDiff: prices[value]! - base,
      outOfStock: false,
    })),
  };
}

/** A property whose options cost nothing extra (a colour, a leg height). */
export const plainProperty = (name: string, values: string[]) =>
  pricedProperty(name, Object.fromEntries(values.map((v) => [v, 0])));

interface Goods {
  /** List prices per Size; the first size is the default and the product's base list price. */
  sizes: Record<string, number>;
  /** Percent off the list price (the sale price); default 10. */
  discount?: number;
  /** More properties after Size (Color, Leg). */
  more?: ProductProperty[];
  markers?: string[];
  mattressCount?: number;
  /** The sku stem (an upsell's fallbackSku); from the id unless given. */
  inventoryKey?: string;
}

/** A product of a group sold in sizes at the given list prices: what a cart test prices its lines from. */
export function makeGoods(id: string, group: ProductGroup, goods: Goods): Product {
  const base = Object.values(goods.sizes)[0]!;
  const discount = goods.discount ?? 10;
  return makeProduct({
    id,
    ...(goods.inventoryKey === undefined ? {} : { inventoryKey: goods.inventoryKey }),
    attributes: {
      group,
      markers: goods.markers ?? [],
      ...(goods.mattressCount === undefined ? {} : { mattressCount: goods.mattressCount }),
    },
    properties: [pricedProperty('Size', goods.sizes), ...(goods.more ?? [])],
    pricing: {
      price: { amount: base - Math.round((base * discount) / 100), currency: 'USD', discount },
      listPrice: { amount: base, currency: 'USD', discount },
    },
  });
}

/** A mattress: one mattress per unit (recycling fee), group mattress (split king, gifts, SAVE10). */
export const makeMattress = (id: string, goods: Omit<Goods, 'mattressCount'>) =>
  makeGoods(id, 'mattress', { ...goods, mattressCount: 1 });

/** Bedding is a soft good: white glove adds nothing for it. */
export const makeBedding = (id: string, goods: Goods) =>
  makeGoods(id, 'bedding', { ...goods, markers: ['soft-good', ...(goods.markers ?? [])] });

/** A service line (white glove when its name contains "-white-glove"); no properties, one price. */
export function makeService(id: string, listPrice: number): Product {
  return makeProduct({
    id,
    attributes: { group: 'service', markers: [] },
    properties: [],
    pricing: {
      price: { amount: listPrice, currency: 'USD', discount: 0 },
      listPrice: { amount: listPrice, currency: 'USD', discount: 0 },
    },
  });
}

/** An upsell offer (upsell catalogue row) of a factory product; gifts are free with a mattress unless told. */
export function makeOffer(brand: BrandKey, product: Product, spec: Partial<UpsellSpec> & Pick<UpsellSpec, 'name'>): UpsellItem {
  return buildUpsell(brand, new Map([[product.id, product]]), {
    productId: product.id,
    kind: 'gift',
    type: 'fixed-saving',
    sellsWith: ['mattress'],
    discount: 100,
    shortTitle: spec.name,
    longTitle: spec.name,
    shortDescription: spec.name,
    longDescription: spec.name,
    features: [],
    ...spec,
  });
}

export type TestCoupon = typeof coupons.$inferInsert;

/** A coupon row; the brand is filled in by createTestApp. */
export const makeCoupon = (coupon: Omit<TestCoupon, 'brand'>): Omit<TestCoupon, 'brand'> => coupon;

/**
 * A coupon's rules as the staff routes take them (the catalogue file's coupon): a plain percent off with no limits,
 * changed by `over`.
 */
export const staffCouponRules = (over: Partial<CouponRules> & Pick<CouponRules, 'code'>): CouponRules => ({
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  appliesTo: [],
  expiresAt: null,
  maxRedemptions: null,
  keepWhenZero: false,
  returningCustomerOnly: false,
  maxDiscount: null,
  maxUnits: null,
  products: [],
  startsAt: null,
  paused: false,
  maxPerShopper: null,
  stacking: 'with-deals',
  ...over,
});
