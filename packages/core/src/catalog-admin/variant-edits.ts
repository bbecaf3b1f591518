import { z } from 'zod';
import type { Availability, Product } from '../product';
import { allSelections, buildVariantSku } from '../variant';
import { NO_AVAILABILITY, variantRowsOf } from './variant-rows';
import { repriceVariants, type VariantPriceChange } from './variant-pricing';

/** The most a price may be in minor units (99,999,999.99). */
export const MAX_PRICE = 9_999_999_999;
const price = z.number().int().min(0).max(MAX_PRICE);
const days = z.number().int().min(0).max(365);

/** What one variant's edit may set; every field is optional, absent ones stay as they are. */
export const variantEditFieldsSchema = z.strictObject({
  price: price.optional(),
  listPrice: price.optional(),
  isActive: z.boolean().optional(),
  isInStock: z.boolean().optional(),
  isBackOrderAllowed: z.boolean().optional(),
  shippingFrom: days.optional(),
  shippingTo: days.optional(),
  wgsShippingFrom: days.optional(),
  wgsShippingTo: days.optional(),
});
export type VariantEditFields = z.infer<typeof variantEditFieldsSchema>;
export type VariantEdit = VariantEditFields & { sku: string };

export const AVAILABILITY_FIELDS = [
  'isActive',
  'isInStock',
  'isBackOrderAllowed',
  'shippingFrom',
  'shippingTo',
  'wgsShippingFrom',
  'wgsShippingTo',
] as const satisfies ReadonlyArray<keyof Availability>;

export interface VariantEditError {
  sku: string;
  message: string;
}

/**
 * A product with some of its variants' prices and availability changed. Prices are priced anew by `repriceVariants`
 * (the product's pricing form kept when it can say the new prices); a bundle page's price follows its parts and is
 * refused here; a price above its list price, a shipping window that ends before it starts and a sku that is not a
 * variant of the product are refused, each naming the sku.
 */
export function applyVariantEdits(
  product: Product,
  edits: readonly VariantEdit[],
): { ok: true; product: Product } | { ok: false; errors: VariantEditError[] } {
  const skus = new Set(
    allSelections(product.properties).map((s) => buildVariantSku(product.inventoryKey, product.properties, s)),
  );
  const errors: VariantEditError[] = [];
  const prices = new Map<string, VariantPriceChange>();
  const availability: Record<string, Availability> = { ...product.availability };
  for (const edit of edits) {
    const fail = (message: string) => errors.push({ sku: edit.sku, message });
    if (!skus.has(edit.sku)) {
      fail(`${edit.sku} is not a variant of ${product.id}`);
      continue;
    }
    if (edit.price !== undefined || edit.listPrice !== undefined) {
      if (product.bundlePage !== undefined)
        fail(`${edit.sku}: a bundle page's price follows its parts; change the parts' prices`);
      else prices.set(edit.sku, { price: edit.price, listPrice: edit.listPrice });
    }
    const next = { ...(availability[edit.sku] ?? NO_AVAILABILITY) };
    let touched = false;
    for (const field of AVAILABILITY_FIELDS)
      if (edit[field] !== undefined) {
        (next as Record<string, unknown>)[field] = edit[field];
        touched = true;
      }
    if (!touched) continue;
    if (next.shippingTo < next.shippingFrom)
      fail(`${edit.sku}: the shipping window ends (${next.shippingTo}) before it starts (${next.shippingFrom})`);
    if (next.wgsShippingTo < next.wgsShippingFrom)
      fail(`${edit.sku}: the white-glove window ends (${next.wgsShippingTo}) before it starts (${next.wgsShippingFrom})`);
    availability[edit.sku] = next;
  }
  const repriced = prices.size > 0 ? repriceVariants(product, prices) : product;
  for (const row of variantRowsOf(repriced))
    if (prices.has(row.sku) && row.price > row.listPrice)
      errors.push({ sku: row.sku, message: `${row.sku}: the price (${row.price}) is above its list price (${row.listPrice})` });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, product: { ...repriced, availability } };
}
