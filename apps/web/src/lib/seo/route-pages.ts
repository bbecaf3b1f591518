import type { BrandConfig, BrandKey } from '@store/core/brands';
import { rivalComparisonPages } from '@store/core/compare/compared-products';

/**
 * Pages that are routes of their own rather than content files, for the brand sitemap. `brands`: 'all',
 * 'selling' (every brand that takes orders), or a list of brand keys. One line per page; each owner adds its own.
 */
export interface RoutePage {
  path: string;
  brands: 'all' | 'selling' | readonly BrandKey[];
}

export const ROUTE_PAGES: readonly RoutePage[] = [
  { path: '/reviews', brands: 'selling' },
  { path: '/reviews/video-testimonials', brands: 'selling' },
  { path: '/compare', brands: 'selling' },
  { path: '/compare-best-mattresses', brands: 'selling' },
  { path: '/p/compare', brands: 'selling' },
  ...rivalComparisonPages(),
  { path: '/compare-pillows', brands: 'selling' },
  { path: '/sale', brands: 'selling' },
  { path: '/store/store-locator', brands: 'selling' },
  { path: '/p/mattress-finder-quiz', brands: 'selling' },
];

/** The route pages a brand shows, in the order of the list. */
export function routePagePaths(brand: Pick<BrandConfig, 'key' | 'status'>, pages: readonly RoutePage[] = ROUTE_PAGES): string[] {
  return pages
    .filter(({ brands }) =>
      brands === 'all' ? true : brands === 'selling' ? brand.status === 'active' : brands.includes(brand.key),
    )
    .map((page) => page.path);
}
