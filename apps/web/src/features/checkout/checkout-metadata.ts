import type { Metadata } from 'next';
import type { BrandConfig } from '@store/core/brands';
import { CHECKOUT_STEP_PATHS, type CheckoutStep } from '@store/core/checkout/navigation';
import { brandUrl } from '../../lib/brand/brand-param';
import { buildPageMetadata } from '../../lib/seo/page-metadata';

const TITLES: Record<Exclude<CheckoutStep, 'cart'>, string> = {
  shipping: 'Shipping',
  billing: 'Billing',
  review: 'Review your order',
  success: 'Thank you for your order',
};

/** Checkout steps are page type Checkout and kept out of search results (core keeps them out of the sitemap). */
export function checkoutMetadata(brand: BrandConfig, step: Exclude<CheckoutStep, 'cart'>): Metadata {
  return buildPageMetadata({
    title: `Checkout: ${TITLES[step]}`,
    brandName: brand.name,
    description: `Check out securely at ${brand.name}.`,
    canonical: brandUrl(brand, CHECKOUT_STEP_PATHS[step]),
    pageType: 'Checkout',
    noIndex: true,
  });
}
