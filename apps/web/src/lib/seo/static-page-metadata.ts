import type { Metadata } from 'next';
import type { BrandConfig } from '@store/core/brands';
import { isAccountPage, pageTypeForPath } from '@store/core/pages';
import { brandUrl } from '../brand/brand-param';
import { buildPageMetadata } from './page-metadata';

/** A fixed page's own words: its title, and its description for a brand's name. */
export interface StaticPageCopy {
  title: string;
  description: (brandName: string) => string;
}

/**
 * "each page has a page type, a title, a description and an x-default alternate-language link" for a page at a
 * fixed path (the account pages, /reviews ...): the page type from core pageTypeForPath, the canonical on the brand's
 * origin, and noindex for the personal account pages (core isAccountPage).
 */
export function staticPageMetadata(brand: BrandConfig, path: string, copy: StaticPageCopy): Metadata {
  return buildPageMetadata({
    title: copy.title,
    brandName: brand.name,
    description: copy.description(brand.name),
    canonical: brandUrl(brand, path),
    pageType: pageTypeForPath(path),
    noIndex: isAccountPage(path),
  });
}
