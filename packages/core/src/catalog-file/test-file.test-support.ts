import type { Product } from '../product';
import type { CatalogFile } from './sections';

/** A valid product for a file: a mattress in two sizes, each size's sku available. */
export function fileProduct(id: string, inventoryKey: string): Product {
  const available = {
    isActive: true,
    isInStock: true,
    isBackOrderAllowed: false,
    shippingFrom: 1,
    shippingTo: 3,
    wgsShippingFrom: 7,
    wgsShippingTo: 14,
  };
  return {
    id,
    name: id,
    title: `The ${id}`,
    inventoryKey,
    metadata: { url: `/mattresses/${id}`, isWarranty: false, reportToAnalytics: true },
    attributes: { group: 'mattress', markers: [], mattressCount: 1 },
    properties: [
      {
        name: 'Size',
        title: 'Size',
        code: 'SZ',
        defaultValue: 'queen',
        options: [
          { value: 'queen', title: 'Queen', code: 'QN', priceDiff: 0, outOfStock: false },
          { value: 'king', title: 'King', code: 'KG', priceDiff: 20000, outOfStock: false },
        ],
      },
    ],
    availability: { [`${inventoryKey}-SZQN`]: available, [`${inventoryKey}-SZKG`]: available },
    pricing: {
      price: { amount: 90000, currency: 'USD', discount: 10 },
      listPrice: { amount: 100000, currency: 'USD', discount: 10 },
    },
    mediaCollection: [
      {
        url: '/media/mattress/cloud/white/main.svg',
        thumbUrl: '/media/mattress/cloud/white/main.svg',
        tags: [],
        // What the drawing of the style "cloud" shows: a foam mattress at the default 12 in, in three layers.
        alt: `The ${id}, 12 in, cutaway of its 3 layers`,
        title: id,
      },
    ],
    extrasData: { markers: [], skus: [] },
    skuData: {},
    content: { summary: 'Soft.', description: 'Soft and cool.', highlights: [], relatedProducts: [] },
  };
}

/** A small valid file (two products and a coupon), as plain JSON a test may break. */
export function smallFile(): CatalogFile {
  return JSON.parse(
    JSON.stringify({
      format: 'store-catalog',
      version: 1,
      brand: 'nestwood',
      products: [fileProduct('cloud-mattress', 'CLOUD'), fileProduct('firm-mattress', 'FIRM')],
      coupons: [
        {
          code: 'SPRING15',
          kind: 'percent',
          value: 15,
          minSubtotal: 0,
          appliesTo: ['mattress'],
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
        },
      ],
    } satisfies CatalogFile),
  ) as CatalogFile;
}

/** Sets the value at a path of plain JSON (a test breaking a file on purpose); `undefined` removes the field. */
export function setAt(json: unknown, path: ReadonlyArray<string | number>, value: unknown): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], json);
  const last = path[path.length - 1]!;
  if (value === undefined) delete (parent as Record<string | number, unknown>)[last];
  else (parent as Record<string | number, unknown>)[last] = value;
}
