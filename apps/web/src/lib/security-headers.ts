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

/**
 * The origins a payment provider's browser script needs, added to a page's CSP (live mode only): read from the
 * providers' manifests by lib/payments/live-sources.ts (this file is loaded by next.config, so it imports nothing).
 */
export interface PaymentSources {
  script: string[];
  frame: string[];
  connect: string[];
}

const NO_PAYMENT_SOURCES: PaymentSources = { script: [], frame: [], connect: [] };

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

/**
 * What next.config.ts's rules give the build's assets (`/_next/...`: every response's, X-Frame-Options, the asset CSP),
 * for the server's own Brotli answers of them (server/brotli-assets.ts).
 */
export function frameworkAssetHeaders(isDev: boolean): HeaderEntry[] {
  return [...securityHeaders(), ...frameOptionsHeaders(), ...assetSecurityHeaders(isDev)];
}
