import type { NextRequest, NextResponse } from 'next/server';
import type { BrandKey } from '@store/core/brands';
import { EXPERIMENTS } from '@store/core/experiments/registry';
import { isLocalHost } from '../security-headers';
import { cookieHeaderWith, experimentCookies } from './visitor-cookie';

/**
 * For the proxy's page rewrite: issues or keeps the signed `vid` and the QA `exp` cookies. The forwarded
 * request headers get them too (the layout of this very render reads them); the response sets them. Secure outside
 * local hosts (those are served over HTTPS, like the HSTS rule).
 */
export async function issueExperimentCookies(
  request: NextRequest,
  brand: BrandKey,
  secret: string,
  forwarded: Headers,
): Promise<(response: NextResponse) => NextResponse> {
  const { set } = await experimentCookies({
    cookie: (name) => request.cookies.get(name)?.value,
    search: request.nextUrl.searchParams,
    experiments: EXPERIMENTS[brand],
    secret,
    secure: !isLocalHost(request.headers.get('host')),
  });
  if (set.length > 0) forwarded.set('cookie', cookieHeaderWith(request.headers.get('cookie'), set));
  return (response) => {
    for (const { name, value, ...options } of set) response.cookies.set(name, value, options);
    return response;
  };
}
