import {
  CATEGORY_GROUPS,
  CATEGORY_KEYS,
  CATEGORY_TITLES,
  ok,
  searchSuggestions,
  searchTokens,
  type Result,
  type SearchRequest,
  type SearchResult,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { listSearchTerms } from '../../db/repositories/product-search';
import { withAvailability } from '../../db/repositories/products';
import { withPhotos } from '../products/with-photos';
import { BROWSABLE_GROUPS, rankedSearch } from './ranked-search';

/**
 * Site search: the brand's browsable products matching the search, best first, and suggestions
 * (the corrected search; when nothing matched, close category names and product titles). Another brand's products
 * are never read: every query filters on the request's brand.
 */
export async function searchCatalogue(
  ctx: RequestContext,
  request: SearchRequest,
  deps: Pick<Deps, 'db'>,
): Promise<Result<SearchResult>> {
  const tokens = searchTokens(request.q);
  if (tokens.length === 0) return ok({ query: request.q, products: [], suggestions: [] });
  const [ranked, terms] = await Promise.all([
    rankedSearch(deps.db, ctx.brand, tokens),
    listSearchTerms(deps.db, ctx.brand, BROWSABLE_GROUPS),
  ]);
  const found = await withAvailability(
    deps.db,
    ctx.brand,
    ranked.slice(0, request.limit).map((product) => product.row),
  );
  const groups = new Set(terms.map((t) => t.group));
  const categories = CATEGORY_KEYS.filter((key) => CATEGORY_GROUPS[key].some((g) => groups.has(g))).map(
    (key) => CATEGORY_TITLES[key],
  );
  const suggestions = searchSuggestions({
    tokens,
    titles: terms.map((t) => t.title),
    categories,
    found: found.length > 0,
  });
  // The photos in one more query for the page of results: a result card shows the first photo, as a listing card.
  return ok({ query: request.q, products: await withPhotos(deps.db, ctx.brand, found), suggestions });
}
