import { describe, expect, it } from 'vitest';
import { adminEnv } from './env';

describe('adminEnv', () => {
  it('defaults: port 3001, the API on loopback 4000, nothing signed, no trusted proxy', () => {
    expect(adminEnv({})).toEqual({
      port: 3001,
      host: undefined,
      apiUrl: 'http://127.0.0.1:4000',
      clientAddressSecret: null,
      trustProxies: [],
    });
  });

  it.each([
    [{ ADMIN_PORT: '4100' }, { port: 4100 }],
    [{ ADMIN_PORT: '' }, { port: 3001 }],
    [{ API_URL: 'https://api.example.com/' }, { apiUrl: 'https://api.example.com' }],
    [{ CLIENT_ADDRESS_SECRET: 's'.repeat(32) }, { clientAddressSecret: 's'.repeat(32) }],
    [{ ADMIN_TRUST_PROXY: 'loopback, 10.0.0.0/8' }, { trustProxies: ['loopback', '10.0.0.0/8'] }],
  ])('%o reads as %o', (source, expected) => {
    expect(adminEnv(source)).toMatchObject(expected);
  });

  it.each([
    [{ ADMIN_PORT: 'abc' }, 'ADMIN_PORT'],
    [{ ADMIN_PORT: '70000' }, 'ADMIN_PORT'],
    [{ API_URL: 'ftp://x' }, 'API_URL'],
    [{ CLIENT_ADDRESS_SECRET: 'short' }, 'CLIENT_ADDRESS_SECRET: must be at least 32 characters'],
  ])('%o stops the start naming %s', (source, named) => {
    expect(() => adminEnv(source)).toThrow(named);
  });
});
