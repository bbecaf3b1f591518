import { productSchema, type Product } from '../product';
import { allSelections, buildVariantSku } from '../variant';

export interface TestProductOptions {
  id: string;
  /** Queen price in minor units; twin is $400 less, king $300 more. */
  price: number;
  sizes?: readonly string[];
  outOfStock?: readonly string[];
  inactive?: readonly string[];
  highlights?: readonly string[];
  firmness?: readonly string[];
}

/** A listing test product: sized, priced from its queen price, optionally with a Firmness property. */
export function listingTestProduct(options: TestProductOptions): Product {
  const diffs: Record<string, number> = { twin: -40000, queen: 0, king: 30000, 'Cal King': 35000 };
  const sizes = options.sizes ?? ['twin', 'queen', 'king'];
  const properties: Product['properties'] = [
    {
      name: 'Size',
      title: 'Size',
      code: 'SZ',
      defaultValue: sizes.includes('queen') ? 'queen' : sizes[0]!,
      options: sizes.map((value, i) => ({
        value,
        title: value,
        code: `S${i}`,
        priceDiff: diffs[value] ?? 0,
        outOfStock: options.outOfStock?.includes(value) ?? false,
      })),
    },
    ...(options.firmness === undefined
      ? []
      : [
          {
            name: 'Firmness',
            title: 'Firmness',
            code: 'FM',
            defaultValue: options.firmness[0]!,
            options: options.firmness.map((value, i) => ({
              value,
              title: value,
              code: `F${i}`,
              priceDiff: 0,
              outOfStock: false,
            })),
          },
        ]),
  ];
  const inventoryKey = options.id.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const availability = Object.fromEntries(
    allSelections(properties).map((selection) => [
      buildVariantSku(inventoryKey, properties, selection),
      {
        isActive: !(options.inactive ?? []).includes(selection.Size!),
        isInStock: true,
        isBackOrderAllowed: false,
        shippingFrom: 1,
        shippingTo: 2,
        wgsShippingFrom: 3,
        wgsShippingTo: 4,
      },
    ]),
  );
  return productSchema.parse({
    id: options.id,
    name: options.id,
    title: options.id,
    inventoryKey,
    metadata: { url: `/mattresses/${options.id}`, isWarranty: false, reportToAnalytics: true },
    attributes: { group: 'mattress', markers: [] },
    properties,
    availability,
    pricing: {
      price: { amount: options.price, currency: 'USD', discount: 0 },
      listPrice: { amount: options.price, currency: 'USD', discount: 0 },
    },
    mediaCollection: [{ url: '/m.svg', thumbUrl: '/m.svg', tags: ['main'], alt: options.id, title: 'Front' }],
    extrasData: { markers: [], skus: [] },
    skuData: {},
    content: { summary: '', description: '', highlights: options.highlights ?? [], relatedProducts: [] },
  });
}
