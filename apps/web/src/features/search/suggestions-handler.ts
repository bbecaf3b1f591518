import { BRANDS } from '@store/core/brands';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import { searchTokens } from '@store/core/search/query';
import { SUGGEST_PAGES_MAX } from '@store/core/search/suggest-limits';
import { searchSuggestRequestSchema, type SearchSuggestions } from '@store/core/search/suggestions-wire';
import { clientAddressHeaders } from '../../lib/api/client-address-headers';
import { ApiError } from '../../lib/api/errors';
import { fetchSearchSuggestions } from '../../lib/api/search-suggestions';
import { brandContent, type ContentPage } from '../../lib/content/load-content';
import type { StorefrontSuggestions } from './combobox-state';
import { searchContentPages } from './search-content';

/** A browser may reuse an answer for a minute (the catalogue and copy change far less often). */
const CACHE_CONTROL = 'private, max-age=60';

const error = (status: number, code: string, message: string) =>
  Response.json({ status: 'error', code, message }, { status, headers: { 'cache-control': 'no-store' } });

/** The storefront's answer: the API's products, then its category and size pages and the content pages, four pages at most. */
export function storefrontSuggestions(
  query: string,
  api: Pick<SearchSuggestions, 'products' | 'categories'>,
  content: readonly ContentPage[],
): StorefrontSuggestions {
  const pages = [...api.categories, ...content.map((page) => ({ title: page.title, url: page.path }))];
  return {
    query,
    products: api.products.map(({ title, url }) => ({ title, url })),
    pages: pages.slice(0, SUGGEST_PAGES_MAX),
  };
}

/**
 * GET /api/search-suggestions?q= (the header search box as the shopper types): the host's brand, the text checked as
 * the API checks it (2 to 100 characters), the API's products and category pages merged with the brand's content pages
 * (which only the storefront has). The API's refusal (a 400, the per-address 429) is passed on; when the API cannot
 * answer, the content pages alone are suggested.
 */
export async function answerSearchSuggestions(
  request: Request,
  { channels, contentDir }: { channels: Pick<ChannelRegistry, 'brandForHost'>; contentDir?: string },
): Promise<Response> {
  const given = new URL(request.url).searchParams.getAll('q');
  const parsed = searchSuggestRequestSchema.safeParse({ q: given.length > 1 ? given : given[0] });
  if (!parsed.success) return error(400, 'BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid request');
  const { q } = parsed.data;
  const key = channels.brandForHost(request.headers.get('host'));
  if (key === null) return error(404, 'NOT_FOUND', 'No storefront is served at this host');
  const brand = BRANDS[key];
  const content = searchContentPages(brandContent(brand, contentDir).values(), searchTokens(q), SUGGEST_PAGES_MAX);
  let api: Pick<SearchSuggestions, 'products' | 'categories'>;
  try {
    api = await fetchSearchSuggestions(brand.key, q, clientAddressHeaders(request.headers));
  } catch (failure) {
    if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500)
      return error(failure.status, failure.code, failure.message);
    api = { products: [], categories: [] };
  }
  return Response.json(
    { status: 'ok', result: storefrontSuggestions(q, api, content) },
    { headers: { 'cache-control': CACHE_CONTROL } },
  );
}
