/** One storefront's answer to a revalidation: whether its /api/revalidate answered 2xx (status null: not reached). */
export interface StorefrontRevalidation {
  url: string;
  ok: boolean;
  status: number | null;
}

/**
 * POST /api/revalidate on every storefront process with the operator secret: without a body, the operator's clear of
 * every cached page; with `{ tags }`, only the cached reads those tags name. A storefront that does not answer within
 * `timeoutMs` (or at all) is reported, never thrown: callers decide whether that matters.
 */
export async function revalidateStorefronts(
  urls: readonly string[],
  secret: string,
  options: { tags?: readonly string[]; timeoutMs: number; fetchFn?: typeof fetch },
): Promise<StorefrontRevalidation[]> {
  const fetchFn = options.fetchFn ?? fetch;
  const body = options.tags === undefined ? undefined : JSON.stringify({ tags: options.tags });
  return Promise.all(
    urls.map(async (url) => {
      try {
        const res = await fetchFn(new URL('/api/revalidate', url), {
          method: 'POST',
          headers: {
            'x-operator-secret': secret,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        return { url, ok: res.ok, status: res.status };
      } catch {
        return { url, ok: false, status: null };
      }
    }),
  );
}
