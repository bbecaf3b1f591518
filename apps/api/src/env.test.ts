import { describe, expect, it } from 'vitest';
import { clientAddressSecret, parseEnv, sandboxMailboxEnabled } from './env';

describe('environment parsing', () => {
  it('keeps the deployment’s Stripe payment method configuration id (QA and production each have one)', () => {
    expect(parseEnv({ STRIPE_PAYMENT_METHOD_CONFIGURATION: 'pmc_1QaTestConfig' }).STRIPE_PAYMENT_METHOD_CONFIGURATION).toBe(
      'pmc_1QaTestConfig',
    );
  });

  it('defaults to the embedded database, port 4000, the main brand and sandbox payments', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ API_PORT: 4000, DEFAULT_BRAND: 'nestwood', PAYMENTS_MODE: 'sandbox' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_DIR).toMatch(/\.data[\\/]pglite$/);
  });

  it.each<[Record<string, string>, string | undefined]>([
    [{}, undefined],
    [{ NODE_ENV: 'development' }, undefined],
    [{ CLIENT_ADDRESS_SECRET: 'a'.repeat(32) }, 'a'.repeat(32)],
    [{ CLIENT_ADDRESS_SECRET: 'b'.repeat(64), NODE_ENV: 'production' }, 'b'.repeat(64)],
  ])('CLIENT_ADDRESS_SECRET %o', (source, expected) => {
    expect(clientAddressSecret(parseEnv(source))).toBe(expected);
  });

  it('production without CLIENT_ADDRESS_SECRET stops with a message naming it', () => {
    expect(() => clientAddressSecret(parseEnv({ NODE_ENV: 'production' }))).toThrow(/CLIENT_ADDRESS_SECRET: is required/);
  });

  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT'],
    [{ DEFAULT_BRAND: 'acme' }, 'DEFAULT_BRAND'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PAYMENTS_MODE: 'free' }, 'PAYMENTS_MODE'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ WORKER: 'maybe' }, 'WORKER'],
    [{ CLIENT_ADDRESS_SECRET: 'short' }, 'CLIENT_ADDRESS_SECRET'],
    [{ STRIPE_PAYMENT_METHOD_CONFIGURATION: 'pm_123' }, 'STRIPE_PAYMENT_METHOD_CONFIGURATION'],
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
