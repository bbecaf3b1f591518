import { notFound } from 'next/navigation';
import type { BrandConfig } from '@store/core/brands';
import { brandFromParam } from '../../lib/brand/brand-param';
import { ROUTE_PAGES } from '../../lib/seo/route-pages';

/** Whether a brand has a route page (issue 12 route-pages data: 'selling' pages only for brands with status active). */
export function routePageOffered(brand: Pick<BrandConfig, 'status'>, path: string): boolean {
  const page = ROUTE_PAGES.find((entry) => entry.path === path);
  return page !== undefined && (page.brands === 'all' || brand.status === 'active');
}

/** The [brand] param of a route page as its brand; a 404 for a brand the page is not offered to (a brand that does not sell). */
export function brandWithRoutePage(param: string, path: string): BrandConfig {
  const brand = brandFromParam(param);
  if (!routePageOffered(brand, path)) notFound();
  return brand;
}
