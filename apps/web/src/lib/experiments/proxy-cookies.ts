import type { NextRequest, NextResponse } from 'next/server';
import type { BrandKey } from '@store/core/brands';
import { EXPERIMENTS } from '@store/core/experiments/registry';
import { env } from '../env';
import { isLocalHost } from '../security-headers';
import { exposureBatcher } from './exposure-batcher';
import { experimentSettingsCache } from './settings-cache';
import { cookieHeaderWith, experimentCookies } from './visitor-cookie';

/**
 * For the proxy's page rewrite: issues or keeps the signed `vid`, the QA `exp` and the visitor's variants `xa` (on
 * the brand's current settings: on/off and split, from the process's copy, never an API call of its own). The forwarded
 * request headers get them too (the layout of this very render reads them); the response sets them. A variant given
 * for the first time is counted as an exposure (sent in batches). Secure outside local hosts (those are served over
 * HTTPS, like the HSTS rule).
 */
export async function issueExperimentCookies(
  request: NextRequest,
  brand: BrandKey,
  secret: string,
  forwarded: Headers,
): Promise<(response: NextResponse) => NextResponse> {
  const { apiUrl, operatorSecret } = env();
  const { set, exposures } = await experimentCookies({
    cookie: (name) => request.cookies.get(name)?.value,
    search: request.nextUrl.searchParams,
    experiments: EXPERIMENTS[brand],
    settings: await experimentSettingsCache(apiUrl).brand(brand),
    secret,
    secure: !isLocalHost(request.headers.get('host')),
  });
  if (exposures.length > 0) exposureBatcher(apiUrl, operatorSecret)?.add(brand, exposures);
  if (set.length > 0) forwarded.set('cookie', cookieHeaderWith(request.headers.get('cookie'), set));
  return (response) => {
    for (const { name, value, ...options } of set) response.cookies.set(name, value, options);
    return response;
  };
}
