import {
  CATEGORY_GROUPS,
  CATEGORY_KEYS,
  ok,
  searchTokens,
  suggestCategoryPages,
  type Result,
  type SearchSuggestions,
  type SearchSuggestRequest,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { listBrowsableGroups } from '../../db/repositories/product-search';
import { BROWSABLE_GROUPS, rankedSearch } from './ranked-search';

/** Suggestion requests per client address in the window: typing (debounced) asks a few a second at most. */
export const SUGGEST_ADDRESS_LIMIT = 120;
export const SUGGEST_WINDOW_MS = 60_000;
export const SUGGEST_RATE_LIMITED_MESSAGE = 'Too many searches, please try again later';

/**
 * Search-as-you-type: the products the search would show first (same ranking, titles and paths only) and the brand's
 * category and size pages whose title matches. Only the request's brand is read.
 */
export async function suggestSearch(
  ctx: RequestContext,
  request: SearchSuggestRequest,
  deps: Pick<Deps, 'db' | 'stores'>,
): Promise<Result<SearchSuggestions>> {
  const limit = await deps.stores.rateLimiter.hit(
    `search_suggestions:address:${ctx.clientAddress}`,
    SUGGEST_ADDRESS_LIMIT,
    SUGGEST_WINDOW_MS,
  );
  if (!limit.allowed)
    return {
      ok: false,
      error: { code: 'RATE_LIMITED', message: SUGGEST_RATE_LIMITED_MESSAGE, retryAfterSeconds: limit.retryAfterSeconds },
    };
  const tokens = searchTokens(request.q);
  if (tokens.length === 0) return ok({ query: request.q, products: [], categories: [] });
  const [ranked, groups] = await Promise.all([
    rankedSearch(deps.db, ctx.brand, tokens),
    listBrowsableGroups(deps.db, ctx.brand, BROWSABLE_GROUPS),
  ]);
  const mattressSizes = new Set(ranked.filter((p) => p.row.productGroup === 'mattress').flatMap((p) => p.sizes));
  const categories = suggestCategoryPages({
    tokens,
    categories: CATEGORY_KEYS.filter((key) => CATEGORY_GROUPS[key].some((group) => groups.includes(group))),
    mattressSizes: [...mattressSizes],
  });
  const products = ranked.slice(0, request.limit).map(({ row }) => ({ id: row.id, title: row.document.title, url: row.url }));
  return ok({ query: request.q, products, categories });
}
