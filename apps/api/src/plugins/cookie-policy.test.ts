import { describe, expect, it } from 'vitest';
import { cookieOptions } from './cookie-policy';
import { isAllowedOrigin } from './origin-guard';
import { channelRegistryFromEnv } from '../channels/read-channels';

describe('cookies: HttpOnly, SameSite=Lax, Secure outside localhost', () => {
  it.each([
    ['localhost:3000', false],
    ['nestwood.localhost:3000', false],
    ['127.0.0.1', false],
    ['shop.nestwood.com', true],
  ])('%s -> secure %s', (host, secure) => {
    expect(cookieOptions(host)).toMatchObject({ httpOnly: true, sameSite: 'lax', secure, path: '/' });
  });
});

describe("allowed origins: the channels' origins and ALLOWED_ORIGINS", () => {
  // The default channels: every brand's <key>.localhost and <key>.store.test hosts.
  const channels = channelRegistryFromEnv({ DEFAULT_BRAND: 'nestwood', STOREFRONT_ORIGIN: 'http://{brand}.localhost:3000' });
  it.each([
    ['http://localhost:3000', true],
    ['http://arbor.localhost:3000', true],
    ['https://nestwood.store.test', true],
    ['https://evil.example', false],
    ['not a url', false],
    ['https://shop.example.com', true],
  ])('%s allowed: %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin, ['https://shop.example.com'], channels)).toBe(allowed);
  });
});
