import { createHash, timingSafeEqual } from 'node:crypto';
import { BRAND_KEYS } from '@store/core/brands';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the operator secret (both hashed, so a guess's length tells nothing either). */
export function isOperatorSecret(given: string | null, expected: string): boolean {
  const candidate = given ?? '';
  return timingSafeEqual(digest(candidate), digest(expected)) && candidate.length > 0;
}

/** Every tag the storefront's cached API reads carry (`brand:{key}`, lib/api/client.ts). */
export const BRAND_CACHE_TAGS = BRAND_KEYS.map((key) => `brand:${key}`);

export interface ClearAllCacheDeps {
  /** OPERATOR_SECRET; unset: the route does not exist. */
  operatorSecret: string | undefined;
  /** Next's revalidateTag, expiring the tag at once (injected so tests need no Next runtime). */
  expireTag: (tag: string) => void;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

/**
 * clearAllCache, this process's half: with the operator secret (header x-operator-secret), every brand's
 * cached API reads expire now, so the next page render fetches fresh data. Without it, or when OPERATOR_SECRET is
 * unset, the same 404 as an unknown /api path. The API's POST /admin/cache/clear calls this on every storefront.
 */
export function clearAllCache(request: Request, deps: ClearAllCacheDeps): Response {
  const secret = deps.operatorSecret;
  if (secret === undefined || !isOperatorSecret(request.headers.get('x-operator-secret'), secret))
    return json(404, { status: 'error', code: 'NOT_FOUND', message: 'No route for POST /api/revalidate' });
  for (const tag of BRAND_CACHE_TAGS) deps.expireTag(tag);
  return json(200, { status: 'ok', result: { revalidated: BRAND_CACHE_TAGS } });
}
