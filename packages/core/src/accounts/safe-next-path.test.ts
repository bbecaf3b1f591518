import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each(['/my-account', '/checkout/shipping', '/my-account/orders/abc123', '/mattresses?size=queen#reviews', '/'])(
    'after sign-in a relative path on this storefront is followed (%s)',
    (next) => {
      expect(safeNextPath(next)).toBe(next);
    },
  );

  it.each([
    { next: null, why: 'missing' },
    { next: undefined, why: 'missing' },
    { next: '', why: 'empty' },
    { next: 'https://evil.example/', why: 'a scheme' },
    { next: 'javascript:alert(1)', why: 'a scheme' },
    { next: 'my-account', why: 'not starting with /' },
    { next: '//evil.example', why: 'protocol-relative //' },
    { next: '/a//evil.example', why: '// inside' },
    { next: '/\\evil.example', why: 'a backslash' },
    { next: '/\t/evil.example', why: 'a tab (browsers drop it, leaving //)' },
    { next: '/\n/evil.example', why: 'a newline' },
    { next: '/ evil', why: 'whitespace' },
    { next: '/foo:bar', why: 'a colon in the path' },
    { next: '/login', why: 'back to /login' },
    { next: '/login/link?token=x', why: 'back to a /login page' },
    { next: `/${'a'.repeat(600)}`, why: 'too long' },
  ])('an unsafe ?next= ($why) goes to /my-account instead', ({ next }) => {
    expect(safeNextPath(next)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('keeps a query string with a colon in it (only the path may not have one)', () => {
    expect(safeNextPath('/checkout/review?at=10:30')).toBe('/checkout/review?at=10:30');
  });

  it('takes another fallback when one is given', () => {
    expect(safeNextPath('//evil.example', '/')).toBe('/');
  });
});
