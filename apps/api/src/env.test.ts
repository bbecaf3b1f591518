import { describe, expect, it } from 'vitest';
import { parseEnv, sandboxMailboxEnabled } from './env';

describe('environment parsing', () => {
  it('defaults to the embedded database, port 4000, the main brand and sandbox payments', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ API_PORT: 4000, DEFAULT_BRAND: 'nestwood', PAYMENTS_MODE: 'sandbox' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_DIR).toMatch(/\.data[\\/]pglite$/);
  });

  it.each([
    [{}, ['loopback']],
    [{ TRUST_PROXY: 'true' }, true],
    [{ TRUST_PROXY: 'false' }, false],
    [{ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, ['loopback', '10.0.0.0/8']],
  ])('TRUST_PROXY %o', (source, expected) => {
    expect(parseEnv(source).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT'],
    [{ DEFAULT_BRAND: 'acme' }, 'DEFAULT_BRAND'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PAYMENTS_MODE: 'free' }, 'PAYMENTS_MODE'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ WORKER: 'maybe' }, 'WORKER'],
  ])('a bad value stops start-up with a message naming it: %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(name);
  });

  it.each([
    [{}, true],
    [{ SMTP_URL: 'smtp://mail.test:25' }, false],
    [{ PAYMENTS_MODE: 'live' }, false],
  ])('the sandbox mailbox is served only with the sandbox transport outside live mode: %o', (source, expected) => {
    expect(sandboxMailboxEnabled(parseEnv(source))).toBe(expected);
  });
});
