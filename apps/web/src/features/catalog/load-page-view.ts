import { cache } from 'react';
import type { BrandKey } from '@store/core/brands';
import type { SizeKey } from '@store/core/enums';
import { CATEGORY_GROUPS, type CategoryKey } from '@store/core/pages';
import type { Product } from '@store/core/product';
import { resolveRoute } from '@store/core/routes';
import type { Selection } from '@store/core/variant';
import { getProductsByGroup, getProductsByNames } from '../../lib/api/products';
import { listable, sizeLandingItems } from './listing-items';
import type { GridItem } from './product-grid';
import { findRouteProduct, isFilterRoute, pathSelection, productCanonicalPath } from './product-route';

export type PageView =
  | { kind: 'listing'; category: CategoryKey; path: string; items: GridItem[] }
  | { kind: 'size-landing'; size: SizeKey; path: string; items: GridItem[] }
  | {
      kind: 'product';
      product: Product;
      selection: Selection;
      pathPreselected: boolean;
      /** The properties the path itself chose (driftvale's variant path, a filter segment): a query cannot override them. */
      pathProperties: readonly string[];
      path: string;
      canonicalPath: string;
    }
  | { kind: 'not-found' };

const NOT_FOUND: PageView = { kind: 'not-found' };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What a storefront path shows, with its data from the API; shared by generateMetadata and the page (cached per request). */
export const loadPageView = cache(async (brand: BrandKey, rawSegments: readonly string[]): Promise<PageView> => {
  const segments = rawSegments.map(decodeSegment);
  if (segments.some((s) => s === null)) return NOT_FOUND;
  const clean = segments as string[];
  const path = `/${clean.join('/')}`;
  const match = resolveRoute(clean);
  switch (match.kind) {
    case 'listing': {
      const groups = await Promise.all(CATEGORY_GROUPS[match.category].map((group) => getProductsByGroup(brand, group)));
      return { kind: 'listing', category: match.category, path, items: listable(groups.flat()).map((product) => ({ product })) };
    }
    case 'size-landing': {
      const mattresses = await getProductsByGroup(brand, 'mattress');
      return { kind: 'size-landing', size: match.size, path, items: sizeLandingItems(mattresses, match.size) };
    }
    case 'product': {
      const product = findRouteProduct(await getProductsByNames(brand, [match.name]), match);
      if (product === null) return NOT_FOUND;
      const selection = pathSelection(product, match.selection, isFilterRoute(match, clean) ? 'lenient' : 'strict');
      if (selection === null) return NOT_FOUND;
      const pathProperties = Object.entries(match.selection)
        .filter(([name, value]) => selection[name] === value)
        .map(([name]) => name);
      const pathPreselected = pathProperties.length > 0;
      return {
        kind: 'product',
        product,
        selection,
        pathPreselected,
        pathProperties,
        path,
        canonicalPath: productCanonicalPath(match, clean),
      };
    }
    case 'home':
    case 'not-found':
      return NOT_FOUND;
  }
});
