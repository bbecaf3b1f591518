import { describe, expect, it } from 'vitest';
import { nonceOf } from './request-nonce';
import { contentSecurityPolicy } from './security-headers';

describe('nonceOf', () => {
  it('reads the nonce of the policy a page is sent with', () => {
    const policy = contentSecurityPolicy({ isDev: false, nonce: 'vlzI7n+/11f70xuhZay69A==' });
    expect(nonceOf(policy)).toBe('vlzI7n+/11f70xuhZay69A==');
  });

  it.each([
    ['no policy', null],
    ['a policy without a nonce', "default-src 'self'; script-src 'self'"],
    ['a nonce that is not base64', "script-src 'nonce-a b'"],
  ])('gives none for %s', (_label, policy) => {
    expect(nonceOf(policy)).toBeUndefined();
  });
});
