import { describe, expect, it } from 'vitest';
import {
  assetSecurityHeaders,
  contentSecurityPolicy,
  mergeSources,
  FRAMEABLE_PATH,
  frameOptionsHeaders,
  isLocalHost,
  NOT_FRAMEABLE_SOURCE,
  newNonce,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
  transportSecurityHeader,
} from './security-headers';

describe('securityHeaders', () => {
  it('allows eval only in development', () => {
    expect(contentSecurityPolicy({ isDev: false })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ isDev: true })).toContain("'unsafe-eval'");
  });

  it('never allows inline scripts: a page script needs the nonce of its own request', () => {
    const csp = contentSecurityPolicy({ isDev: false, nonce: 'abc123==' });
    const script = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(script).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(contentSecurityPolicy({ isDev: false })).toContain("script-src 'self';");
    expect(contentSecurityPolicy({ isDev: true, nonce: 'n' })).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('forbids framing and plugins and keeps everything same-origin', () => {
    const csp = contentSecurityPolicy({ isDev: false, nonce: 'n' });
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "img-src 'self' data:",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it.each([
    ['localhost:3000', true],
    ['nestwood.localhost:3330', true],
    ['NESTWOOD.LOCALHOST', true],
    ['127.0.0.1:3000', true],
    [null, true],
    ['nestwood.com', false],
    ['www.nestwood.com:443', false],
    ['localhost.example.com', false],
  ])('HSTS: %s is a local host: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
    expect(transportSecurityHeader(host)).toEqual(
      local ? null : { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
    );
  });

  it('sends nosniff, the referrer policy and DENY framing', () => {
    const headers = Object.fromEntries([...securityHeaders(), ...frameOptionsHeaders()].map((h) => [h.key, h.value]));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toBeTruthy();
  });

  it.each([
    ['/', true],
    ['/checkout/billing', true],
    ['/api/carts/my', true],
    ['/api/sandbox/card/3ds/pi_x', true],
    ['/api/sandbox/paypal/pi_x', true],
    ['/api/truemed/sessions/pi_x', true],
    ['/api/sandbox/truemed/pi_x', false],
    [FRAMEABLE_PATH, false],
  ])('DENY framing on %s: %s (only the sandbox card field and Truemed page may be framed, by their own CSP)', (path, denied) => {
    expect(new RegExp(`^${NOT_FRAMEABLE_SOURCE}$`).test(path)).toBe(denied);
  });

  it("lets pages frame only their own origin (the sandbox card field): frame-src 'self'", () => {
    expect(contentSecurityPolicy({ isDev: false, nonce: 'n' })).toContain("frame-src 'self'");
  });

  it('gives media and framework assets a CSP without any inline script', () => {
    const [csp] = assetSecurityHeaders(false);
    expect(csp?.value).toContain("script-src 'self';");
  });

  it("merges several providers' sources, each origin once (the live ones: lib/payments/live-sources.test.ts)", () => {
    const a = { script: ['https://a.example'], frame: ['https://a.example'], connect: ['https://api.a.example'] };
    const b = { script: ['https://b.example', 'https://a.example'], frame: [], connect: ['https://api.a.example'] };
    expect(mergeSources(a, b)).toEqual({
      script: ['https://a.example', 'https://b.example'],
      frame: ['https://a.example'],
      connect: ['https://api.a.example'],
    });
  });
});
