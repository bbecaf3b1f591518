import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { BrandConfig } from '@store/core/brands';
import { contentPage } from '../../lib/content/load-content';
import { notFoundMetadata } from '../../lib/seo/not-found-metadata';
import { contentPageMetadata } from './content-metadata';
import { ContentPageView } from './content-page';

/**
 * What a path that is no catalogue page shows: the brand's content page at that path (its markdown file in content/),
 * else the brand's 404. The content catch-all answers so for every path, the product route for a product path with no
 * such product (the catalogue comes first).
 */
export function contentOrNotFoundMetadata(brand: BrandConfig, path: readonly string[]): Metadata {
  const page = contentPage(brand, path.join('/'));
  // The page itself calls notFound(); throwing here would skip the brand's not-found UI in the HTML.
  return page ? contentPageMetadata(brand, page) : notFoundMetadata(brand.name);
}

export function ContentOrNotFound({ brand, path }: { brand: BrandConfig; path: readonly string[] }) {
  const page = contentPage(brand, path.join('/'));
  if (!page) notFound();
  return <ContentPageView brand={brand} page={page} />;
}
