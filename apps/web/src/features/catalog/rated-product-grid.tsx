import type { BrandKey } from '@store/core/brands';
import { listingBottomlines } from '../../lib/api/reviews';
import { ProductGrid, type ProductGridProps } from './product-grid';

/**
 * A product grid with stars: ONE server-side GET /reviews/bottomlines for the whole listing (3 s timeout, 1 h
 * revalidation). When the reviews service fails the grid renders without stars.
 */
export async function RatedProductGrid({ brand, ...grid }: Omit<ProductGridProps, 'ratings'> & { brand: BrandKey }) {
  const ratings = await listingBottomlines(
    brand,
    grid.items.map((item) => item.product.id),
  );
  return <ProductGrid {...grid} ratings={ratings} />;
}
