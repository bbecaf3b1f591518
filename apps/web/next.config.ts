import type { NextConfig } from 'next';
import { assetSecurityHeaders, frameOptionsHeaders, NOT_FRAMEABLE_SOURCE, securityHeaders } from './src/lib/security-headers';

const isDev = process.env.NODE_ENV === 'development';

/** One build serves every brand: pages live under app/[brand], src/proxy.ts picks the brand from the host. */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The storefront's server compresses every answer, in Brotli where the client accepts it (src/server/compress-answers.ts).
  compress: false,
  reactStrictMode: true,
  transpilePackages: ['@store/core'],
  // The repository's scripts that build the store to run or measure it (npm start, the journeys, the budget, the
  // deploy check: scripts/lib/stack.mjs) set STORE_TYPES_CHECKED=1: the storefront's types are checked by
  // `npm run typecheck`, which `npm test` runs beside the build, so next build does not check them a second time.
  // `npm run build` (a deployment's build) still checks them.
  typescript: { ignoreBuildErrors: process.env.STORE_TYPES_CHECKED === '1' },
  experimental: {
    inlineCss: true,
    // Turbopack keeps its work in .next/cache for the next build; CI builds once on a fresh clone and would only write it
    // (about 12 s of a 54 s build on these machines).
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  // Some API paths are written with a trailing slash (`/carts/my/items/{id}/`): they reach the API as written;
  // src/proxy.ts redirects page paths with one to their canonical form.
  skipTrailingSlashRedirect: true,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      { source: NOT_FRAMEABLE_SOURCE, headers: frameOptionsHeaders() },
      // Pages get a per-request nonce CSP from src/proxy.ts; media and framework assets a fixed one without inline script.
      { source: '/media/:path*', headers: assetSecurityHeaders(isDev) },
      { source: '/_next/:path*', headers: assetSecurityHeaders(isDev) },
      { source: '/favicon.ico', headers: assetSecurityHeaders(isDev) },
    ];
  },
};

export default nextConfig;
