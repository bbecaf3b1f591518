import type { BrandKey } from '@store/core/brands';

/** Canonical origin of a brand's storefront (`http://{brand}.localhost:3000` in dev), from SITE_ORIGIN_TEMPLATE. */
export function siteOrigin(template: string, brand: BrandKey): string {
  return template.replaceAll('{brand}', brand).replace(/\/+$/, '');
}

/** Absolute URL of a storefront path for a brand; the path is normalised to start with one slash. */
export function absoluteUrl(template: string, brand: BrandKey, path: string): string {
  const clean = path === '' || path === '/' ? '/' : `/${path.replace(/^\/+/, '')}`;
  return `${siteOrigin(template, brand)}${clean === '/' ? '/' : clean}`;
}
