import { notFound } from 'next/navigation';
import { BRANDS, isBrandKey, type BrandConfig } from '@store/core/brands';
import { env } from '../env';
import { absoluteUrl, siteOrigin } from './origin';

/** The [brand] route param as a brand; anything that is not a brand key is a 404 (never another brand's page). */
export function brandFromParam(param: string): BrandConfig {
  if (!isBrandKey(param)) notFound();
  return BRANDS[param];
}

/** Absolute canonical URL of a path on a brand's storefront. */
export function brandUrl(brand: BrandConfig, path: string): string {
  return absoluteUrl(env().siteOriginTemplate, brand.key, path);
}

/** Where a discontinued brand sends shoppers: its successor's name and storefront origin. */
export function successorOf(brand: BrandConfig): { name: string; origin: string } | null {
  if (brand.successor === undefined) return null;
  return { name: BRANDS[brand.successor].name, origin: siteOrigin(env().siteOriginTemplate, brand.successor) };
}
