import type { Metadata } from 'next';
import type { BrandConfig } from '@store/core/brands';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { MY_ACCOUNT_PATH } from '@store/core/pages';
import { brandUrl } from '../../../lib/brand/brand-param';
import { buildPageMetadata } from '../../../lib/seo/page-metadata';

export type AccountPage = { kind: 'account' } | { kind: 'order'; orderId: string };

/** The account pages are page type Page with a title, description and x-default link, kept out of search results. */
export function myAccountMetadata(brand: BrandConfig, page: AccountPage): Metadata {
  const order = page.kind === 'order';
  return buildPageMetadata({
    title: order ? 'Your order' : 'My account',
    brandName: brand.name,
    description: order
      ? `The items, totals, addresses and shipping status of your ${brand.name} order.`
      : `Your ${brand.name} account: profile, communication preferences, saved addresses and orders.`,
    canonical: brandUrl(brand, order ? accountOrderPath(page.orderId) : MY_ACCOUNT_PATH),
    pageType: 'Page',
    noIndex: true,
  });
}
