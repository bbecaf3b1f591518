import type { Product, ProductProperty, SinglePricing } from './product';
import { sortProperties } from './properties';
import { type Result, ok, err } from './result';

/** A shopper's choice: property name -> option value. */
export type Selection = Record<string, string>;

/** A cart line's properties (name and value pairs) as the selection they choose. */
export function selectionOf(properties: ReadonlyArray<{ name: string; value: string }>): Selection {
  return Object.fromEntries(properties.map((p) => [p.name, p.value]));
}

/** A variant sku is the inventory key, a dash, then the property code pairs in property sort order. */
export function buildVariantSku(inventoryKey: string, properties: readonly ProductProperty[], selection: Selection): string {
  const pairs = sortProperties(properties).map((property) => {
    const value = selection[property.name] ?? property.defaultValue;
    const option = property.options.find((o) => o.value === value);
    return `${property.code}${option?.code ?? 'XX'}`;
  });
  return pairs.length === 0 ? inventoryKey : `${inventoryKey}-${pairs.join('')}`;
}

/** The default selection: each property's default value. */
export function defaultSelection(product: Pick<Product, 'properties'>): Selection {
  return Object.fromEntries(product.properties.map((p) => [p.name, p.defaultValue]));
}

/** A line needs the full set of properties with valid values; anything else is refused. */
export function validateSelection(product: Pick<Product, 'properties'>, selection: Selection): Result<Selection> {
  const known = new Set(product.properties.map((p) => p.name));
  for (const name of Object.keys(selection)) {
    if (!known.has(name)) return err('BAD_REQUEST', `Unknown property ${name}`);
  }
  for (const property of product.properties) {
    const value = selection[property.name];
    if (value === undefined) return err('BAD_REQUEST', `Missing property ${property.name}`);
    if (!property.options.some((o) => o.value === value)) {
      return err('BAD_REQUEST', `Invalid value ${value} for property ${property.name}`);
    }
  }
  return ok(selection);
}

/** Sum of the chosen options' priceDiff, in minor units. */
export function priceDiffOf(product: Pick<Product, 'properties'>, selection: Selection): number {
  return product.properties.reduce((sum, property) => {
    const value = selection[property.name] ?? property.defaultValue;
    return sum + (property.options.find((o) => o.value === value)?.priceDiff ?? 0);
  }, 0);
}

export interface VariantPrice {
  sku: string;
  /** What the shopper pays, minor units. */
  price: number;
  /** The list price before the sale, minor units. */
  listPrice: number;
  /** Percentage off list. */
  discount: number;
}

/**
 * Price of a variant. Single pricing: priceDiff moves the list price and the sale discount (a percentage)
 * applies to it. List pricing: the entry of the variant's sku, else the first entry.
 */
export function variantPrice(
  product: Pick<Product, 'properties' | 'pricing' | 'inventoryKey'>,
  selection: Selection,
): VariantPrice {
  const sku = buildVariantSku(product.inventoryKey, product.properties, selection);
  const pricing = product.pricing;
  if (Array.isArray(pricing)) {
    const entry = pricing.find((e) => e.sku === sku) ?? pricing[0];
    if (!entry) throw new Error(`Product ${product.inventoryKey} has empty pricing`);
    const listPrice = entry.listPrice.amount;
    const price = entry.discountedPrice.amount;
    return { sku, price, listPrice, discount: listPrice > 0 ? Math.round(((listPrice - price) * 100) / listPrice) : 0 };
  }
  return singleVariantPrice(sku, pricing, priceDiffOf(product, selection));
}

function singleVariantPrice(sku: string, pricing: SinglePricing, diff: number): VariantPrice {
  const listPrice = pricing.listPrice.amount + diff;
  const discount = pricing.price.discount;
  const price = listPrice - Math.round((listPrice * discount) / 100);
  return { sku, price, listPrice, discount };
}

/** Every combination of property values (for availability maps, sitemaps and seeds). */
export function allSelections(properties: readonly ProductProperty[]): Selection[] {
  return properties.reduce<Selection[]>(
    (acc, property) => acc.flatMap((s) => property.options.map((o) => ({ ...s, [property.name]: o.value }))),
    [{}],
  );
}
