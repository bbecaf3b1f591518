import { allSelections, buildVariantSku, type Availability, type Product, type ProductProperty } from '@store/core';

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
        alt: name,
        title: name,
      },
    ],
    extrasData: { markers: [], skus: [] },
    skuData: {},
    content: { summary: 'A test product.', description: 'A test product.', highlights: [], relatedProducts: [] },
    ...overrides,
  };
}
