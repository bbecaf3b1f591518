import type { BrandConfig } from '@store/core/brands';
import type { Product } from '@store/core/product';
import type { ContentPage } from '../content/load-content';
import { routePagePaths, ROUTE_PAGES, type RoutePage } from './route-pages';
import { sitemapPaths } from './sitemap-xml';

export interface BrandSitemapInput {
  brand: Pick<BrandConfig, 'key' | 'status'>;
  products: readonly Product[];
  content: Iterable<Pick<ContentPage, 'path' | 'sitemap'>>;
  routePages?: readonly RoutePage[];
}

/**
 * "each in the brand sitemap": the catalogue's pages (home, lists, size pages, product pages), then the brand's
 * content pages that have `sitemap: true`, then its route pages; each path once.
 */
export function brandSitemapPaths(input: BrandSitemapInput): string[] {
  const paths = new Set(sitemapPaths(input.products));
  for (const page of input.content) if (page.sitemap) paths.add(page.path);
  for (const path of routePagePaths(input.brand, input.routePages ?? ROUTE_PAGES)) paths.add(path);
  return [...paths];
}
