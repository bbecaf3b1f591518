/** A response header as next.config headers() expects it. */
export interface HeaderEntry {
  key: string;
  value: string;
}

/** The API's Strict-Transport-Security (helmet's default in apps/api/src/plugins/security.ts): a year, subdomains too. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of a page. Scripts run only with this request's nonce (Next.js puts it on
 * its own scripts when it finds it in the request's CSP header); 'strict-dynamic' lets those scripts load the
 * chunks they need. Without a nonce (media, framework assets) no inline script runs at all. 'unsafe-eval' only for
 * the dev server's hot reload. Styles keep 'unsafe-inline': the brand theme and colour swatches are inline style
 * attributes, and inlineCss puts the stylesheet in a <style> element; a nonce cannot cover attributes.
 */
export function contentSecurityPolicy(options: { isDev: boolean; nonce?: string; payments?: PaymentSources }): string {
  const payments = options.payments ?? NO_PAYMENT_SOURCES;
  const script = [
    "'self'",
    ...(options.nonce ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"] : []),
    ...(options.isDev ? ["'unsafe-eval'"] : []),
    ...payments.script,
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...payments.connect].join(' '),
    ["frame-src 'self'", ...payments.frame].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The origins a payment provider's browser script needs, added to a page's CSP (live mode only). */
export interface PaymentSources {
  script: string[];
  frame: string[];
  connect: string[];
}

const NO_PAYMENT_SOURCES: PaymentSources = { script: [], frame: [], connect: [] };

/**
 * Live card payments: what Stripe.js needs (Stripe's documented CSP): the script's origin for script-src and
 * frame-src (Elements are frames of it), hooks.stripe.com for frames, api.stripe.com for its calls. Only the checkout
 * steps get them (Stripe.js loads only on billing), and only when the storefront is configured for live Stripe.
 */
export function stripeSources(scriptUrl: string): PaymentSources {
  const origin = new URL(scriptUrl).origin;
  return { script: [origin], frame: [origin, 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };
}

/**
 * Live PayPal: what Braintree's client SDK and the PayPal JS SDK it loads need (Braintree's documented CSP):
 * the hosted scripts' origin and PayPal's for scripts, PayPal's and Braintree's asset frames, their APIs for calls.
 */
export function braintreeSources(scriptBase: string): PaymentSources {
  return {
    script: [new URL(scriptBase).origin, 'https://www.paypal.com', 'https://www.paypalobjects.com'],
    frame: ['https://assets.braintreegateway.com', 'https://*.paypal.com'],
    connect: [
      'https://api.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://*.braintree-api.com',
      'https://*.paypal.com',
    ],
  };
}

/** Several providers' sources in one policy, each origin once. */
export function mergeSources(...all: PaymentSources[]): PaymentSources {
  const unique = (pick: (s: PaymentSources) => string[]) => [...new Set(all.flatMap(pick))];
  return { script: unique((s) => s.script), frame: unique((s) => s.frame), connect: unique((s) => s.connect) };
}

/** A fresh CSP nonce per page request: 16 bytes from the CSPRNG, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** localhost and *.localhost are served over plain HTTP in development and tests: HSTS there would pin them to HTTPS. */
export function isLocalHost(host: string | null | undefined): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '' || name === '127.0.0.1' || name === '[::1]';
}

/** Strict-Transport-Security for a response to this host, as the API sends it, except on local hosts. */
export function transportSecurityHeader(host: string | null | undefined): HeaderEntry | null {
  return isLocalHost(host) ? null : { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY };
}

/** Security headers sent with every response of the storefront (pages add their nonce CSP in the proxy). */
export function securityHeaders(): HeaderEntry[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  ];
}

/**
 * Every response refuses framing (X-Frame-Options DENY), except the sandbox card field (`/api/sandbox/card/field`),
 * which the billing step frames: it comes from the API with its own CSP `frame-ancestors 'self'` and X-Frame-Options
 * SAMEORIGIN, so only the storefront's own pages can frame it (a DENY here would block even them). The sandbox Truemed
 * page (`/api/sandbox/truemed/{session}`), framed by review's health-savings modal, is the other, under the same rule.
 */
export const FRAMEABLE_PATH = '/api/sandbox/card/field';
export const NOT_FRAMEABLE_SOURCE = '/((?!api/sandbox/card/field|api/sandbox/truemed/).*)';
export const frameOptionsHeaders = (): HeaderEntry[] => [{ key: 'X-Frame-Options', value: 'DENY' }];

/** The CSP of responses that are not pages (media, framework assets): no inline script at all. */
export function assetSecurityHeaders(isDev: boolean): HeaderEntry[] {
  return [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ isDev }) }];
}
