import type { Product } from '@store/core/product';

/** "Sale up to 30%": the home page never claims a larger discount than this. */
export const SALE_UP_TO_PERCENT = 30;

/** The percentage off list of a product's default price (single pricing) or of its best list entry. */
function discountOf(product: Product): number {
  const { pricing } = product;
  if (!Array.isArray(pricing)) return pricing.price.discount;
  return Math.max(
    0,
    ...pricing.map((entry) =>
      entry.listPrice.amount > 0 ? Math.floor((1 - entry.discountedPrice.amount / entry.listPrice.amount) * 100) : 0,
    ),
  );
}

const shoppable = (product: Product) => !product.attributes.markers.includes('no-own-page');

/** The brand's main mattress for the hero's call to action: its bestseller mattress, else its first mattress. */
export function mainMattress(products: readonly Product[]): Product | null {
  const mattresses = products.filter((p) => p.attributes.group === 'mattress' && shoppable(p));
  return mattresses.find((p) => p.attributes.markers.includes('bestseller')) ?? mattresses[0] ?? null;
}

/**
 * The current promotion, derived from the catalogue: the largest discount on any product with its own page, capped at
 * 30%; null when nothing is on sale.
 */
export function promotionPercent(products: readonly Product[]): number | null {
  const best = Math.max(0, ...products.filter(shoppable).map(discountOf));
  return best > 0 ? Math.min(best, SALE_UP_TO_PERCENT) : null;
}
