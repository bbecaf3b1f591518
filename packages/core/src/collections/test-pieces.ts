import type { Product, ProductGroup, ProductProperty } from '../product';
import { allSelections, buildVariantSku } from '../variant';
import { bundlePagePricing } from './bundle-page-pricing';

/** Test-only catalogue builder for the collection and bundle rule tables: a product with optional Size and Color. */
export interface PieceSpec {
  group: ProductGroup;
  title?: string;
  /** List price of the default variant, minor units. */
  listPrice: number;
  /** Sale percent off list. */
  discount?: number;
  /** Size value -> list price difference from the first size. */
  sizes?: Record<string, number>;
  colors?: string[];
  /** Variants (by Size or Color value) that are not sold. */
  unsellable?: string[];
  collectionItems?: Product['collectionItems'];
  bundlePage?: Product['bundlePage'];
}

function property(name: 'Size' | 'Color', code: string, values: Record<string, number>): ProductProperty {
  const keys = Object.keys(values);
  return {
    name,
    title: name,
    code,
    defaultValue: keys[0]!,
    options: keys.map((value, i) => ({
      value,
      title: value.charAt(0).toUpperCase() + value.slice(1),
      code: `${code[0]}${i}`,
      priceDiff: values[value]!,
      outOfStock: false,
    })),
  };
}

export function piece(name: string, spec: PieceSpec): Product {
  const properties = [
    ...(spec.sizes ? [property('Size', 'SZ', spec.sizes)] : []),
    ...(spec.colors ? [property('Color', 'CL', Object.fromEntries(spec.colors.map((c) => [c, 0])))] : []),
  ];
  const inventoryKey = name.replace(/[^a-z0-9]/gi, '').toUpperCase();
  const availability = Object.fromEntries(
    allSelections(properties).map((s) => [
      buildVariantSku(inventoryKey, properties, s),
      {
        isActive: !Object.values(s).some((v) => spec.unsellable?.includes(v)),
        isInStock: true,
        isBackOrderAllowed: false,
        shippingFrom: 2,
        shippingTo: 5,
        wgsShippingFrom: 7,
        wgsShippingTo: 14,
      },
    ]),
  );
  const discount = spec.discount ?? 0;
  return {
    id: name,
    name,
    title: spec.title ?? name,
    inventoryKey,
    metadata: { url: `/${name}`, isWarranty: spec.group === 'warranty', reportToAnalytics: true },
    attributes: { group: spec.group, markers: [], ...(spec.group === 'mattress' ? { mattressCount: 1 } : {}) },
    properties,
    availability,
    pricing: {
      price: { amount: spec.listPrice - Math.round((spec.listPrice * discount) / 100), currency: 'USD', discount },
      listPrice: { amount: spec.listPrice, currency: 'USD', discount },
    },
    mediaCollection: [{ url: '/m.svg', thumbUrl: '/m.svg?w=77', tags: [], alt: name, title: name }],
    extrasData: { markers: [], skus: [] },
    skuData: {},
    content: { summary: '', description: '', highlights: [], relatedProducts: [] },
    ...(spec.collectionItems ? { collectionItems: spec.collectionItems } : {}),
    ...(spec.bundlePage ? { bundlePage: spec.bundlePage } : {}),
  };
}

/** A bed with a collection: nightstands matching its colour (up to 2, 10% off), a dresser (1, 15% off), a chest. */
export const BED = piece('socalle-bed', {
  group: 'bed-frame',
  title: 'Socalle Bed',
  listPrice: 69900,
  discount: 20,
  sizes: { queen: 0, king: 10000 },
  colors: ['oak', 'walnut'],
  collectionItems: [
    { type: 'nightstand', maximumQuantity: 2, productName: 'socalle-nightstand', colorRule: 'match-main', percentOff: 10 },
    { type: 'dresser', maximumQuantity: 1, productName: 'socalle-dresser', colorRule: 'match-main', percentOff: 15 },
    { type: 'chest', maximumQuantity: 1, productName: 'socalle-chest', colorRule: 'own-default', percentOff: 15 },
    { type: 'headboard', maximumQuantity: 1, productName: 'socalle-headboard', colorRule: 'shopper-choice', percentOff: 20 },
  ],
});
export const NIGHTSTAND = piece('socalle-nightstand', {
  group: 'furniture',
  title: 'Socalle Nightstand',
  listPrice: 29900,
  discount: 20,
  colors: ['oak', 'walnut'],
});
export const DRESSER = piece('socalle-dresser', {
  group: 'furniture',
  title: 'Socalle Dresser',
  listPrice: 109900,
  discount: 20,
  colors: ['oak'],
});
export const CHEST = piece('socalle-chest', {
  group: 'furniture',
  title: 'Socalle Chest',
  listPrice: 89900,
  discount: 20,
  colors: ['oak'],
});
export const HEADBOARD = piece('socalle-headboard', {
  group: 'bed-frame',
  title: 'Socalle Headboard',
  listPrice: 24900,
  discount: 0,
  sizes: { queen: 0 },
  colors: ['oak', 'walnut', 'white'],
});
export const OTHER_NIGHTSTAND = piece('lyncott-nightstand', {
  group: 'furniture',
  title: 'Lyncott Nightstand',
  listPrice: 39900,
  discount: 20,
  colors: ['oak', 'walnut'],
});

/** A bundle page: a mattress, a frame (required, 15% off), a matching headboard (15% off) and the warranty. */
export const MATTRESS = piece('mattress', {
  group: 'mattress',
  title: 'Mattress',
  listPrice: 99900,
  discount: 30,
  sizes: { queen: 0, king: 20000 },
});
export const FRAME = piece('bamboo-frame', {
  group: 'bed-frame',
  title: 'Bamboo Frame',
  listPrice: 79900,
  discount: 25,
  sizes: { queen: 0, king: 10000 },
  colors: ['natural', 'walnut'],
});
export const METAL_FRAME = piece('metal-frame', {
  group: 'bed-frame',
  title: 'Metal Frame',
  listPrice: 29900,
  discount: 20,
  sizes: { queen: 0 },
  colors: ['black'],
});
export const BAMBOO_HEADBOARD = piece('bamboo-headboard', {
  group: 'bed-frame',
  title: 'Bamboo Headboard',
  listPrice: 24900,
  discount: 20,
  sizes: { queen: 0, king: 5000 },
  colors: ['natural', 'walnut'],
});
export const WARRANTY = piece('extended-warranty', { group: 'warranty', title: 'Extended Warranty', listPrice: 9900 });
const builder = piece('build-your-bed', {
  group: 'bundle',
  title: 'Build Your Bed',
  listPrice: 150000,
  discount: 30,
  // King adds 30000 to the list price its parts make (179800 queen, 209800 king).
  sizes: { queen: 0, king: 30000 },
  bundlePage: {
    base: { productNames: ['mattress'], percentOff: 0, required: true, colorRule: 'own-default' },
    furniture: { productNames: ['bamboo-frame', 'metal-frame'], percentOff: 15, required: true, colorRule: 'shopper-choice' },
    headboardAddon: { productNames: ['bamboo-headboard'], percentOff: 15, required: false, colorRule: 'match-main' },
    extend: { productNames: ['extended-warranty'], percentOff: 0, required: false, colorRule: 'own-default' },
  },
});

/** The bundle page's own price is its default choice per size, as the seed prices it (core bundlePagePricing). */
function pricedByParts(bundle: Product, parts: readonly Product[]): Product {
  const offer = { pricing: {}, bundle: { ...bundle, bundlePage: bundle.bundlePage! }, parts };
  const pricing = bundlePagePricing(offer, bundle, 'USD');
  if (!pricing.ok) throw new Error(pricing.error.message);
  return { ...bundle, pricing: pricing.value };
}
export const BUILDER = pricedByParts(builder, [MATTRESS, FRAME, METAL_FRAME, BAMBOO_HEADBOARD, WARRANTY]);
