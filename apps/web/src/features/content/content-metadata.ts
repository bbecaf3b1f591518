import type { Metadata } from 'next';
import type { BrandConfig } from '@store/core/brands';
import type { ContentPage } from '../../lib/content/load-content';
import { brandUrl } from '../../lib/brand/brand-param';
import { buildPageMetadata, metaDescription } from '../../lib/seo/page-metadata';

/** Metadata of a content page: its front-matter title and description, canonical, x-default and page type. */
export function contentPageMetadata(brand: BrandConfig, page: ContentPage): Metadata {
  return buildPageMetadata({
    title: page.title,
    brandName: brand.name,
    description: metaDescription(page.description),
    canonical: brandUrl(brand, page.path),
    pageType: page.pageType,
  });
}
