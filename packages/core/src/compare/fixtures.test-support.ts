import type { Product, ProductProperty } from '../product';
import { allSelections, buildVariantSku } from '../variant';

/** Test products for the comparison rules: only what the rules read, every variant active unless listed. */
export interface FixtureInput {
  id: string;
  name?: string;
  group?: Product['attributes']['group'];
  title?: string;
  listPrice?: number;
  discount?: number;
  height?: number;
  sizes?: readonly { value: string; priceDiff: number }[];
  extra?: readonly ProductProperty[];
  highlights?: readonly string[];
  description?: string;
  markers?: readonly string[];
  inactiveSkus?: readonly string[];
  coverage?: { trial: string | null; warranty: string | null };
}

const SIZE_CODES: Record<string, string> = { standard: 'ST', twin: 'TW', queen: 'QN', king: 'KG' };

export function option(value: string, priceDiff = 0, title = value) {
  return {
    value,
    title,
    code: (SIZE_CODES[value] ?? value.replace(/[^a-z]/g, '').slice(0, 4)).toUpperCase(),
    priceDiff,
    outOfStock: false,
  };
}

export function fixtureProduct(input: FixtureInput): Product {
  const sizes = input.sizes ?? [
    { value: 'twin', priceDiff: -40000 },
    { value: 'queen', priceDiff: 0 },
    { value: 'king', priceDiff: 30000 },
  ];
  const properties: ProductProperty[] = [
    ...(sizes.length === 0
      ? []
      : [
          {
            name: 'Size',
            title: 'Size',
            code: 'SZ',
            defaultValue: sizes[1]?.value ?? sizes[0]!.value,
            options: sizes.map((s) => option(s.value, s.priceDiff)),
          },
        ]),
    ...(input.extra ?? []),
  ];
  const inventoryKey = input.id.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const inactive = new Set(input.inactiveSkus ?? []);
  const availability = Object.fromEntries(
    allSelections(properties).map((selection) => {
      const sku = buildVariantSku(inventoryKey, properties, selection);
      const on = !inactive.has(sku);
      const entry = {
        isActive: on,
        isInStock: true,
        isBackOrderAllowed: false,
        shippingFrom: 1,
        shippingTo: 3,
        wgsShippingFrom: 7,
        wgsShippingTo: 14,
      };
      return [sku, entry];
    }),
  );
  const listPrice = input.listPrice ?? 100000;
  const discount = input.discount ?? 0;
  return {
    id: input.id,
    name: input.name ?? input.id,
    title: input.title ?? input.id,
    inventoryKey,
    metadata: { url: `/mattresses/${input.id}`, height: input.height, isWarranty: false, reportToAnalytics: true },
    attributes: { group: input.group ?? 'mattress', markers: [...(input.markers ?? [])] },
    properties,
    availability,
    pricing: {
      price: { amount: listPrice - Math.round((listPrice * discount) / 100), currency: 'USD', discount },
      listPrice: { amount: listPrice, currency: 'USD', discount },
    },
    mediaCollection: [{ url: '/m.svg', thumbUrl: '/m.svg', tags: [], alt: '', title: '' }],
    extrasData: { markers: [], skus: [] },
    skuData: {},
    content: {
      summary: '',
      description: input.description ?? '',
      highlights: [...(input.highlights ?? [])],
      relatedProducts: [],
      ...(input.coverage ? { coverage: input.coverage } : {}),
    },
  };
}

/** Driftvale's kind of Material property: hybrid by default, memory foam $300 less. */
export const MATERIAL_PROPERTY: ProductProperty = {
  name: 'Material',
  title: 'Material',
  code: 'MT',
  defaultValue: 'hybrid',
  options: [option('hybrid', 0, 'Hybrid'), option('memory-foam', -30000, 'Memory Foam')],
};
