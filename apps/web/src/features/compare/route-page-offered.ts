import { notFound } from 'next/navigation';
import type { BrandConfig } from '@store/core/brands';
import { brandFromParam } from '../../lib/brand/brand-param';
import { routePagePaths } from '../../lib/seo/route-pages';

/** The [brand] param of a route page as its brand; a 404 for a brand the route-pages data does not give the page (a brand that does not sell). */
export function brandWithRoutePage(param: string, path: string): BrandConfig {
  const brand = brandFromParam(param);
  if (!routePagePaths(brand).includes(path)) notFound();
  return brand;
}
