import type { Metadata } from 'next';
import type { BrandConfig } from '@store/core/brands';
import { isAccountPage, pageTypeForPath } from '@store/core/pages';
import { brandUrl } from '../../lib/brand/brand-param';
import { buildPageMetadata } from '../../lib/seo/page-metadata';

/** The account pages' metadata: their titles and descriptions, by path. */
export const ACCOUNT_PAGES = {
  '/login': {
    title: 'Sign in',
    description: (brand: string) =>
      `Sign in to your ${brand} account, create one, get a sign-in link by email, reset your password or find an order.`,
  },
  '/login/link': {
    title: 'Sign in with your link',
    description: (brand: string) => `Use the one-time link from your email to sign in to ${brand}.`,
  },
  '/login/verify': {
    title: 'Verify your email',
    description: (brand: string) => `Confirm your email address to finish creating your ${brand} account.`,
  },
  '/login/reset': {
    title: 'Choose a new password',
    description: (brand: string) => `Set a new password for your ${brand} account.`,
  },
} as const;
export type AccountPagePath = keyof typeof ACCOUNT_PAGES;

/**
 * SPEC §2 "each page has a page type, a title, a description and an x-default alternate-language link": the account
 * pages are type Page (core pageTypeForPath) and, being personal, noindex (core isAccountPage; core also keeps them
 * out of the sitemap).
 */
export function accountMetadata(brand: BrandConfig, path: AccountPagePath): Metadata {
  const page = ACCOUNT_PAGES[path];
  return buildPageMetadata({
    title: page.title,
    brandName: brand.name,
    description: page.description(brand.name),
    canonical: brandUrl(brand, path),
    pageType: pageTypeForPath(path),
    noIndex: isAccountPage(path),
  });
}
