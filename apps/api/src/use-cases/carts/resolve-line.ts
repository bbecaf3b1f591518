import {
  buildVariantSku,
  validateSelection,
  variantPrice,
  type Availability,
  type BrandKey,
  type Product,
  type Selection,
} from '@store/core';

export interface ResolvedLine {
  sku: string;
  unitPrice: number;
  unitListPrice: number;
  pairPricing: boolean;
  surcharge: number;
  availability: Availability;
}

export type LineProblem = 'Product not found' | 'This item is no longer available' | string;

/** SPEC §4 $299 rule, on nestwood only: a Split King adjustable-base bundle needs a second base, so $299 is added per bundle. */
export const SPLIT_KING_BASE_SURCHARGE = 29900;
const ADJUSTABLE_BUNDLE = /(_ab|^premier-adjustable-base-mattress-set)$/;

/** SPEC §4: sellable only if active and (in stock or back-order allowed). */
export function isSellable(a: Availability): boolean {
  return a.isActive && (a.isInStock || a.isBackOrderAllowed);
}

/** SPEC §4: back-order applies when active, out of stock and back-order allowed. */
export function isBackOrder(a: Availability): boolean {
  return a.isActive && !a.isInStock && a.isBackOrderAllowed;
}

/**
 * Resolves a line against the catalogue: the full, valid property set (SPEC §5), the variant's sku and price,
 * and SPEC §4's split king rule (a mattress in Split King is two Twin XL at twice the Twin XL price).
 */
export function resolveLine(
  brand: BrandKey,
  product: Product | undefined,
  selection: Selection,
): { ok: true; line: ResolvedLine } | { ok: false; problem: LineProblem } {
  if (!product) return { ok: false, problem: 'Product not found' };
  const valid = validateSelection(product, selection);
  if (!valid.ok) return { ok: false, problem: valid.error.message };
  const soldOut = product.properties.some((p) => p.options.some((o) => o.value === selection[p.name] && o.outOfStock));
  if (soldOut) return { ok: false, problem: 'This item is no longer available' };
  const splitKing =
    selection.Size === 'splitKing' &&
    product.attributes.group === 'mattress' &&
    product.properties.some((p) => p.name === 'Size' && p.options.some((o) => o.value === 'twinXL'));
  const priced = splitKing ? { ...selection, Size: 'twinXL' } : selection;
  const sku = buildVariantSku(product.inventoryKey, product.properties, priced);
  const availability = product.availability[sku];
  if (!availability || !isSellable(availability)) return { ok: false, problem: 'This item is no longer available' };
  const { price, listPrice } = variantPrice(product, priced);
  const surcharge =
    brand === 'nestwood' && selection.Size === 'splitKing' && ADJUSTABLE_BUNDLE.test(product.id) ? SPLIT_KING_BASE_SURCHARGE : 0;
  return { ok: true, line: { sku, unitPrice: price, unitListPrice: listPrice, pairPricing: splitKing, surcharge, availability } };
}

/** SPEC §4: a split-king mattress doubles its quantity (it ships as two twin XL); everything else keeps the quantity asked. */
export function storedQuantity(product: Product | undefined, selection: Selection, quantity: number): number {
  return product?.attributes.group === 'mattress' && selection.Size === 'splitKing' ? quantity * 2 : quantity;
}
