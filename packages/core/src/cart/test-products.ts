import type { Product, ProductGroup, ProductProperty } from '../product';
import { allSelections, buildVariantSku } from '../variant';

/** Test-only catalogue builder for core's cart rule tables: a product with a Size property of the given list prices. */
export function sizedProduct(
  id: string,
  group: ProductGroup,
  prices: Record<string, number>,
  extra: { markers?: string[]; mattressCount?: number; unsellable?: string[] } = {},
): Product {
  const sizes = Object.keys(prices);
  const base = prices[sizes[0]!]!;
  const size: ProductProperty = {
    name: 'Size',
    title: 'Size',
    code: 'SZ',
    defaultValue: sizes[0]!,
    options: sizes.map((value, i) => ({
      value,
      title: value,
      code: `S${i}`,
      priceDiff: prices[value]! - base,
      outOfStock: false,
    })),
  };
  const inventoryKey = id.replace(/[^a-z0-9]/gi, '').toUpperCase();
  const availability = Object.fromEntries(
    allSelections([size]).map((s) => {
      const sku = buildVariantSku(inventoryKey, [size], s);
      const sellable = !(extra.unsellable ?? []).includes(s.Size!);
      return [
        sku,
        {
          isActive: sellable,
          isInStock: true,
          isBackOrderAllowed: false,
          shippingFrom: 1,
          shippingTo: 3,
          wgsShippingFrom: 7,
          wgsShippingTo: 14,
        },
      ];
    }),
  );
  return {
    id,
    name: id,
    title: id,
    inventoryKey,
    metadata: { url: `/${id}`, isWarranty: false, reportToAnalytics: true },
    attributes: {
      group,
      markers: extra.markers ?? [],
      ...(extra.mattressCount ? { mattressCount: extra.mattressCount } : {}),
    },
    properties: [size],
    availability,
    pricing: {
      price: { amount: base, currency: 'USD', discount: 0 },
      listPrice: { amount: base, currency: 'USD', discount: 0 },
    },
    mediaCollection: [{ url: '/m.svg', thumbUrl: '/m.svg?w=77', tags: [], alt: id, title: id }],
    extrasData: { markers: [], skus: [] },
    skuData: {},
    content: { summary: '', description: '', highlights: [], relatedProducts: [] },
  };
}
