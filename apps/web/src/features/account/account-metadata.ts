import type { Metadata } from 'next';
import type { BrandConfig } from '@store/core/brands';
import { staticPageMetadata } from '../../lib/seo/static-page-metadata';

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

/** The account pages are type Page and, being personal, noindex (core also keeps them out of the sitemap). */
export function accountMetadata(brand: BrandConfig, path: AccountPagePath): Metadata {
  return staticPageMetadata(brand, path, ACCOUNT_PAGES[path]);
}
