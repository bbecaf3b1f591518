import type { Product } from '../product';
import type { Selection } from '../variant';

/** The size value of a split king set: two twin XL halves under one king-size footprint. */
export const SPLIT_KING = 'splitKing';

type Sized = Pick<Product, 'attributes' | 'properties'>;

/** True when the selection is a split king. */
export function isSplitKing(selection: Selection): boolean {
  return selection.Size === SPLIT_KING;
}

/** A split-king mattress is stored as two twin XL (its stored quantity counts halves, two per set). */
export function storedAsTwinXLPair(product: Sized | undefined, selection: Selection): boolean {
  return product?.attributes.group === 'mattress' && isSplitKing(selection);
}

/** A split-king mattress doubles its quantity (it ships as two twin XL); everything else keeps the quantity asked. */
export function storedQuantity(product: Sized | undefined, selection: Selection, quantity: number): number {
  return storedAsTwinXLPair(product, selection) ? quantity * 2 : quantity;
}

/** How many sets a stored quantity is: a split-king mattress stored as 2 halves is one set (one parent unit for gifts). */
export function setCount(product: Sized | undefined, selection: Selection, storedQty: number): number {
  return storedAsTwinXLPair(product, selection) ? Math.ceil(storedQty / 2) : storedQty;
}

/**
 * A split-king mattress that also sells twin XL is priced as pairs of twin XL halves at the twin XL price;
 * the selection it is priced (and its sku built) with.
 */
export function pairPricedSelection(product: Sized, selection: Selection): { pairPricing: boolean; priced: Selection } {
  const pairPricing =
    storedAsTwinXLPair(product, selection) &&
    product.properties.some((p) => p.name === 'Size' && p.options.some((o) => o.value === 'twinXL'));
  return { pairPricing, priced: pairPricing ? { ...selection, Size: 'twinXL' } : selection };
}
