import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('allows eval only in development', () => {
    expect(contentSecurityPolicy(false)).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy(true)).toContain("'unsafe-eval'");
  });

  it('forbids framing and plugins and keeps everything same-origin', () => {
    const csp = contentSecurityPolicy(false);
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

  it('sends nosniff, the referrer policy and DENY framing', () => {
    const headers = Object.fromEntries(securityHeaders(false).map((h) => [h.key, h.value]));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toBeTruthy();
  });
});
