import { NextResponse, type NextRequest } from 'next/server';
import { channels } from './lib/channels/served-channels';
import { env } from './lib/env';
import { issueExperimentCookies } from './lib/experiments/proxy-cookies';
import { brandPayments } from './lib/payments/brand-payments';
import { routeRequest } from './lib/routing/route-request';
import { livePaymentSources } from './lib/payments/live-sources';
import { contentSecurityPolicy, newNonce, transportSecurityHeader } from './lib/security-headers';

const isDev = process.env.NODE_ENV === 'development';

/**
 * Host -> brand (the channels, lib/channels); pages rewrite to /{brand}/... with a per-request CSP nonce, /api/* goes to the
 * commerce API with x-brand when the API allow-list names it (else 404; the sandbox's area in sandbox mode only). The X-Forwarded-For passed on is the one the server
 * (apps/web/server/main.ts) wrote from the peer address; a client's own never reaches here.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { apiUrl, paymentsMode, experimentCookieSecret } = env();
  const host = request.headers.get('host');
  const decision = routeRequest(request.nextUrl.pathname, host, { apiUrl, channels: channels(), paymentsMode });
  switch (decision.type) {
    case 'pass':
      return NextResponse.next();
    case 'api': {
      const headers = new Headers(request.headers);
      headers.set('x-brand', decision.brand);
      return NextResponse.rewrite(new URL(`${decision.url}${request.nextUrl.search}`), { request: { headers } });
    }
    case 'api-not-found':
      return withTransportSecurity(
        NextResponse.json(
          { status: 'error', code: 'NOT_FOUND', message: `No route for ${request.method} ${request.nextUrl.pathname}` },
          { status: 404 },
        ),
        host,
      );
    case 'unknown-host':
      // A channels file without DEFAULT_BRAND: a host no channel claims serves no brand's pages.
      return withTransportSecurity(
        new NextResponse('No storefront is served at this host\n', {
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        }),
        host,
      );
    case 'redirect': {
      // A plain URL: with skipTrailingSlashRedirect a NextURL keeps the trailing slash being removed.
      const url = new URL(request.url);
      url.pathname = decision.pathname;
      return withTransportSecurity(NextResponse.redirect(url, 308), host);
    }
    case 'rewrite': {
      // Next.js reads the nonce from the request's CSP header and puts it on every script it renders.
      // Live payments: the checkout steps may load the live providers' scripts (Stripe.js when the brand has a
      // publishable key, Braintree's: their manifests' CSP origins); no other page, never in sandbox mode.
      const payments = request.nextUrl.pathname.startsWith('/checkout/')
        ? livePaymentSources(brandPayments(decision.brand))
        : undefined;
      const csp = contentSecurityPolicy({ isDev, nonce: newNonce(), payments });
      const headers = new Headers(request.headers);
      headers.set('content-security-policy', csp);
      // The signed visitor cookie and the QA override, for this render and the next requests.
      const withExperiments = await issueExperimentCookies(request, decision.brand, experimentCookieSecret, headers);
      const url = request.nextUrl.clone();
      url.pathname = decision.pathname;
      const response = NextResponse.rewrite(url, { request: { headers } });
      response.headers.set('Content-Security-Policy', csp);
      return withTransportSecurity(withExperiments(response), host);
    }
  }
}

function withTransportSecurity(response: NextResponse, host: string | null): NextResponse {
  const hsts = transportSecurityHeader(host);
  if (hsts) response.headers.set(hsts.key, hsts.value);
  return response;
}

export const config = {
  // Framework assets, generated media and the favicon never need a brand.
  matcher: ['/((?!_next/|media/|favicon\\.ico$).*)'],
};
