import type { CartItem } from '../../lib/api/cart-schema';

/**
 * The lines of an order that get "Write a review": only a paid order's top-level lines (not the gifts or
 * protection added to them), one per product (the API takes one review per order and product).
 */
export function reviewableLines(order: { status: string; cart: { items: readonly CartItem[] } }): Set<string> {
  const lines = new Set<string>();
  if (order.status !== 'paid') return lines;
  const products = new Set<string>();
  for (const line of order.cart.items) {
    if (line.forItem !== null || products.has(line.product.id)) continue;
    products.add(line.product.id);
    lines.add(line.itemIdentifier);
  }
  return lines;
}
