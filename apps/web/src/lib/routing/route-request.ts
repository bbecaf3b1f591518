import type { BrandKey } from '@store/core/brands';
import type { ChannelRegistry } from '@store/core/channels/channel-registry';
import { isPublicApiPath, STOREFRONT_API_PATHS, type PaymentsMode } from './api-allow-list';
import { pageRoutePath } from './page-route';

export type RouteDecision =
  | { type: 'pass' }
  | { type: 'api'; brand: BrandKey; url: string }
  | { type: 'api-not-found' }
  | { type: 'unknown-host' }
  | { type: 'redirect'; pathname: string }
  | { type: 'rewrite'; brand: BrandKey; pathname: string };

export interface RouteOptions {
  /** The channels: the host's brand (a host no channel claims: DEFAULT_BRAND when it is served, else none). */
  channels: Pick<ChannelRegistry, 'brandForHost'>;
  apiUrl: string;
  /** Live mode: the sandbox's area (/api/sandbox/...) is not public, a 404 here. */
  paymentsMode: PaymentsMode;
}

const PASS_PREFIXES = ['/_next/', '/media/'];
const PASS_EXACT = new Set(['/favicon.ico', '/_next', '/media']);

/**
 * The host picks the brand (its channel); a host that serves no brand is `unknown-host` for pages and
 * API calls alike. Pages are rewritten to /{brand}/... (lists and product pages into their own folders, page-route.ts), /api/P goes to the commerce API at P
 * with that brand when P is on the public allow-list and is a 404 otherwise, framework and media assets
 * pass untouched. API paths keep their trailing slash (as in `/carts/my/items/{id}/`); a page path with one
 * redirects to the path without it, the canonical form.
 */
export function routeRequest(pathname: string, host: string | null | undefined, options: RouteOptions): RouteDecision {
  if (PASS_EXACT.has(pathname) || PASS_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return { type: 'pass' };
  // The storefront's own handlers (exact paths only): no brand rewrite, no proxying.
  if (STOREFRONT_API_PATHS.has(pathname)) return { type: 'pass' };
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const rest = pathname.slice('/api'.length) || '/';
    const url = `${options.apiUrl.replace(/\/+$/, '')}${rest}`;
    // Checked again after URL parsing, so no dot segment can step from an allowed area into an internal one.
    const apiPath = new URL(url).pathname.slice(new URL(options.apiUrl).pathname.replace(/\/+$/, '').length);
    const { paymentsMode } = options;
    if (!isPublicApiPath(rest, paymentsMode) || !isPublicApiPath(apiPath, paymentsMode)) return { type: 'api-not-found' };
    const brand = options.channels.brandForHost(host);
    return brand === null ? { type: 'unknown-host' } : { type: 'api', brand, url };
  }
  const brand = options.channels.brandForHost(host);
  if (brand === null) return { type: 'unknown-host' };
  if (pathname.length > 1 && pathname.endsWith('/')) return { type: 'redirect', pathname: pathname.replace(/\/+$/, '') || '/' };
  return { type: 'rewrite', brand, pathname: pathname === '/' ? `/${brand}` : `/${brand}${pageRoutePath(pathname)}` };
}
