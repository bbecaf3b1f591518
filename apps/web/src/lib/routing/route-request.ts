import { brandForHost, type BrandKey } from '@store/core/brands';

export type RouteDecision =
  { type: 'pass' } | { type: 'api'; brand: BrandKey; url: string } | { type: 'rewrite'; brand: BrandKey; pathname: string };

export interface RouteOptions {
  defaultBrand: BrandKey;
  apiUrl: string;
}

const PASS_PREFIXES = ['/_next/', '/media/'];
const PASS_EXACT = new Set(['/favicon.ico', '/_next', '/media']);

/**
 * DESIGN §2-§3: the host picks the brand; pages are rewritten to /{brand}/... (cached per brand),
 * /api/P goes to the commerce API at P with that brand, framework and media assets pass untouched.
 */
export function routeRequest(pathname: string, host: string | null | undefined, options: RouteOptions): RouteDecision {
  if (PASS_EXACT.has(pathname) || PASS_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return { type: 'pass' };
  const brand = brandForHost(host, options.defaultBrand);
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const rest = pathname.slice('/api'.length) || '/';
    return { type: 'api', brand, url: `${options.apiUrl.replace(/\/+$/, '')}${rest}` };
  }
  return { type: 'rewrite', brand, pathname: pathname === '/' ? `/${brand}` : `/${brand}${pathname}` };
}
