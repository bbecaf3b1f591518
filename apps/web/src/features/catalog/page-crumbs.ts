import { CATEGORY_TITLES } from '@store/core/pages';
import type { BreadcrumbStep } from '../../lib/seo/breadcrumb-json-ld';
import type { Crumb } from './breadcrumbs';
import type { PageView } from './load-page-view';
import { productCrumbs } from './product-crumbs';

/** Where a catalogue page sits in the store: the linked steps above it and the page itself. */
export interface PageTrail {
  crumbs: Crumb[];
  current: BreadcrumbStep;
}

/**
 * Breadcrumbs of the catalogue pages: a listing is Home › Category; a size landing page Home › Mattresses ›
 * size; a product Home › Category › Product. The visible trail and the BreadcrumbList JSON-LD both come from here.
 */
export function pageTrail(view: Exclude<PageView, { kind: 'not-found' }>, title: string): PageTrail {
  const home = { label: 'Home', href: '/' };
  switch (view.kind) {
    case 'listing':
      return { crumbs: [home], current: { name: CATEGORY_TITLES[view.category], path: view.path } };
    case 'size-landing':
      return {
        crumbs: [home, { label: CATEGORY_TITLES.mattresses, href: '/mattresses' }],
        current: { name: title, path: view.path },
      };
    case 'product':
      return { crumbs: productCrumbs(view.product.metadata.url), current: { name: title, path: view.canonicalPath } };
  }
}

/** The trail as JSON-LD steps: every crumb, then the page. */
export function trailSteps(trail: PageTrail): BreadcrumbStep[] {
  return [...trail.crumbs.map((crumb) => ({ name: crumb.label, path: crumb.href })), trail.current];
}
