import type { NextConfig } from 'next';
import { securityHeaders } from './src/lib/security-headers';

const isDev = process.env.NODE_ENV === 'development';

/** One build serves every brand: pages live under app/[brand], src/proxy.ts picks the brand from the host. */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@store/core'],
  experimental: { inlineCss: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(isDev) }];
  },
};

export default nextConfig;
