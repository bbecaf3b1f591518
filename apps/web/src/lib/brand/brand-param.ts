import { notFound } from 'next/navigation';
import { BRANDS, isBrandKey, type BrandConfig, type BrandKey } from '@store/core/brands';
import { channels } from '../channels/served-channels';
import { absoluteUrl } from './origin';

/**
 * The [brand] route param as the brand its channel serves (its providers, status and successor); anything that is not
 * a brand key is a 404 (never another brand's page).
 */
export function brandFromParam(param: string): BrandConfig {
  if (!isBrandKey(param)) notFound();
  return channels().brandConfigOf(param);
}

/** The public origin of a brand's storefront: its channel's, else SITE_ORIGIN_TEMPLATE with the brand. */
export function brandOrigin(brand: BrandKey): string {
  return channels().originOf(brand);
}

/** Absolute canonical URL of a path on a brand's storefront (its channel's origin). */
export function brandUrl(brand: BrandConfig, path: string): string {
  return absoluteUrl(brandOrigin(brand.key), path);
}

/** Where a discontinued brand sends shoppers: its successor's name and storefront origin. */
export function successorOf(brand: BrandConfig): { name: string; origin: string } | null {
  if (brand.successor === undefined) return null;
  return { name: BRANDS[brand.successor].name, origin: brandOrigin(brand.successor) };
}
