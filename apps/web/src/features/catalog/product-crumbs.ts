import { CATEGORY_TITLES, isCategoryKey, type CategoryKey } from '@store/core/pages';
import type { Crumb } from './breadcrumbs';

const SECTION_CATEGORY: Readonly<Record<string, CategoryKey>> = {
  mattress: 'mattresses',
  'bedroom-sets': 'furniture',
  'bundle-builder': 'mattress-bundles',
};

/** Breadcrumbs of a product page: home, then the category list its path section belongs to. */
export function productCrumbs(productPath: string): Crumb[] {
  const section = productPath.split('/').filter(Boolean)[0] ?? '';
  const category = isCategoryKey(section) ? section : SECTION_CATEGORY[section];
  const home = { label: 'Home', href: '/' };
  return category === undefined ? [home] : [home, { label: CATEGORY_TITLES[category], href: `/${category}` }];
}
