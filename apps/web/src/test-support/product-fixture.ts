import { productSchema, type Availability, type Product } from '@store/core/product';
import { allSelections, buildVariantSku } from '@store/core/variant';

const inStock: Availability = {
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: 2,
  shippingTo: 3,
  wgsShippingFrom: 5,
  wgsShippingTo: 10,
};

const properties: Product['properties'] = [
  {
    name: 'Size',
    title: 'Size',
    code: 'SZ',
    defaultValue: 'queen',
    options: [
      { value: 'twin', title: 'Twin', code: 'TW', priceDiff: -40000, outOfStock: false },
      { value: 'queen', title: 'Queen', code: 'QN', priceDiff: 0, outOfStock: false },
      { value: 'king', title: 'King', code: 'KG', priceDiff: 30000, outOfStock: false },
      { value: 'calKing', title: 'Cal King', code: 'CK', priceDiff: 30000, outOfStock: true },
    ],
  },
  {
    name: 'Color',
    title: 'Color',
    code: 'CL',
    defaultValue: 'white',
    options: [
      { value: 'white', title: 'White', code: 'WT', priceDiff: 0, outOfStock: false },
      { value: 'grey', title: 'Grey', code: 'GR', priceDiff: 0, outOfStock: false },
    ],
  },
];

/** A sized, coloured mattress: king white is on back order, twin grey is inactive, cal king is out of stock. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  const availability: Record<string, Availability> = {};
  for (const selection of allSelections(properties)) {
    const sku = buildVariantSku('LUXEHYB', properties, selection);
    availability[sku] = { ...inStock };
  }
  availability['LUXEHYB-SZKGCLWT'] = { ...inStock, isInStock: false, isBackOrderAllowed: true, shippingFrom: 10, shippingTo: 14 };
  availability['LUXEHYB-SZTWCLGR'] = { ...inStock, isActive: false };
  availability['LUXEHYB-SZCKCLWT'] = { ...inStock, isInStock: false };
  availability['LUXEHYB-SZCKCLGR'] = { ...inStock, isInStock: false };
  return productSchema.parse({
    id: 'luxe-hybrid-mattress',
    name: 'luxe-hybrid-mattress',
    title: 'Luxe Hybrid Mattress',
    inventoryKey: 'LUXEHYB',
    metadata: { url: '/mattresses/luxe-hybrid-mattress', height: 14, isWarranty: false, reportToAnalytics: true },
    attributes: { group: 'mattress', markers: ['bestseller'] },
    properties,
    availability,
    pricing: {
      price: { amount: 149900, currency: 'USD', discount: 20 },
      listPrice: { amount: 149900, currency: 'USD', discount: 20 },
    },
    mediaCollection: [
      {
        url: '/media/mattress/luxe-hybrid/white/main.svg',
        thumbUrl: '/media/mattress/luxe-hybrid/white/main.svg?w=77',
        tags: ['main'],
        alt: 'Luxe Hybrid Mattress',
        title: 'Front',
      },
      {
        url: '/media/mattress/luxe-hybrid/white/side.svg',
        thumbUrl: '/media/mattress/luxe-hybrid/white/side.svg?w=77',
        tags: ['side'],
        alt: 'Luxe Hybrid Mattress from the side',
        title: 'Side',
      },
    ],
    extrasData: { markers: [], skus: [] },
    skuData: {},
    content: {
      summary: 'Our most supportive hybrid.',
      description: 'Pocketed coils under three layers of foam.',
      highlights: ['Pocketed coils', 'Cooling cover'],
      relatedProducts: ['pillow'],
    },
    ...overrides,
  });
}
