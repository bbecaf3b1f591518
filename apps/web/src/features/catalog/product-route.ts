import type { Product } from '@store/core/product';
import type { RouteMatch } from '@store/core/routes';
import { selectionFromQuery, type QueryValue } from '@store/core/selection-url';
import { defaultSelection, type Selection } from '@store/core/variant';

type ProductMatch = Extract<RouteMatch, { kind: 'product' }>;

/** architecture.md: a product's metadata.url is its page path; the base mattress lives at /mattress. */
export function productBasePath(match: ProductMatch): string {
  return match.section === match.name ? `/${match.name}` : `/${match.section}/${match.name}`;
}

/** The product a route names: same name and the page path the route points at (a name in another section is not it). */
export function findRouteProduct(products: readonly Product[], match: ProductMatch): Product | null {
  const path = productBasePath(match);
  return (
    products.find((p) => p.name === match.name && p.metadata.url === path && !p.attributes.markers.includes('no-own-page')) ??
    null
  );
}

/**
 * Path preselection on top of the defaults. Variant paths (driftvale /mattress/{material}/{firmness}/{size})
 * are strict: a property or value the product lacks makes the page a 404 (null). A filter segment is a facet: values
 * the product does not offer are ignored.
 */
export function pathSelection(
  product: Pick<Product, 'properties'>,
  preselected: Selection,
  mode: 'strict' | 'lenient' = 'strict',
): Selection | null {
  const selection = defaultSelection(product);
  for (const [name, value] of Object.entries(preselected)) {
    const property = product.properties.find((p) => p.name === name);
    const valid = property !== undefined && property.options.some((o) => o.value === value);
    if (valid) selection[name] = value;
    else if (mode === 'strict') return null;
  }
  return selection;
}

/** True when the route is a Serenity-style filter segment rather than a variant path. */
export function isFilterRoute(match: ProductMatch, segments: readonly string[]): boolean {
  return match.section !== 'mattress' && segments.length === 3;
}

/** Canonical path of a product route: each driftvale variant path is its own page; a filter segment points at the bundle page. */
export function productCanonicalPath(match: ProductMatch, segments: readonly string[]): string {
  const base = productBasePath(match);
  return match.section === 'mattress' && segments.length === 4 ? `/${segments.join('/')}` : base;
}

/**
 * The page's first selection with the URL query's choices on top (`?size=king` from a size landing card, or the URL a
 * shopper's choice wrote): values the path chose win, values the product does not offer are ignored. The server renders
 * this selection, so the price and the chosen options agree from the first paint.
 */
export function withQuerySelection(
  product: Pick<Product, 'properties'>,
  view: { selection: Selection; pathPreselected: boolean; pathProperties: readonly string[] },
  query: Readonly<Record<string, QueryValue>>,
): { selection: Selection; preselected: boolean } {
  const fromQuery = Object.entries(selectionFromQuery(product, query)).filter(([name]) => !view.pathProperties.includes(name));
  return {
    selection: { ...view.selection, ...Object.fromEntries(fromQuery) },
    preselected: view.pathPreselected || fromQuery.length > 0,
  };
}
