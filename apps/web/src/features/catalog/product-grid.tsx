import type { Product } from '@store/core/product';
import type { Bottomlines } from '@store/core/reviews/wire';
import { defaultSelection, type Selection } from '@store/core/variant';
import { ProductCard } from './product-card';

export interface GridItem {
  product: Product;
  href?: string;
  selection?: Selection;
}

export interface ProductGridProps {
  items: readonly GridItem[];
  showPrices: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Stars per product id (GET /reviews/bottomlines); a product without an entry shows none. */
  ratings?: Bottomlines;
  /**
   * The grid is the page's main content (a listing, search results): its first two cards load at once and the first
   * image, the largest paint on a phone, is fetched at high priority. A grid lower on a page (related products, the
   * home page's featured ones under the hero) loads its images lazily, so they never compete with the page's own.
   * Cards after the first six (two rows on a wide screen, past the first screen on a phone) are laid out and painted
   * only as they come near the viewport.
   */
  leadsPage?: boolean;
}

/** Cards a leading grid lays out with the page (two rows of three on a wide screen). */
const FIRST_SCREEN_CARDS = 6;

/** A responsive grid of product cards; a brand that takes no orders shows no prices. */
export function ProductGrid({ items, showPrices, headingLevel = 'h2', ratings, leadsPage = false }: ProductGridProps) {
  if (items.length === 0) return <p className="text-muted">No products here yet.</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <ProductCard
          key={item.product.id}
          product={item.product}
          href={item.href}
          selection={item.selection ?? defaultSelection(item.product)}
          showPrice={showPrices}
          headingLevel={headingLevel}
          eager={leadsPage && index < 2}
          highPriority={leadsPage && index === 0}
          renderWhenNear={leadsPage && index >= FIRST_SCREEN_CARDS}
          rating={ratings?.[item.product.id]}
        />
      ))}
    </ul>
  );
}
