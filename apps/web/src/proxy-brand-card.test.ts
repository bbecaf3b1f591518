import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { proxy } from './proxy';

/**
 * Live mode, no STRIPE_PUBLISHABLE_KEY: nestwood's channel names its own Stripe account (publishable key), cloverlane's
 * none. The checkout pages' Content-Security-Policy lets Stripe.js load for nestwood only, as billing offers a card
 * there only. Set before the storefront reads its environment and channels (on first use).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'web-brand-card-'));
const file = path.join(dir, 'channels.yaml');
writeFileSync(
  file,
  [
    'channels:',
    '  - brand: nestwood',
    '    hosts: [shop.example.test]',
    '    currency: USD',
    '    country: US',
    '    status: active',
    '    payments:',
    '      stripeDirect: { secretKeyEnv: STRIPE_SECRET_KEY_NESTWOOD, publishableKey: pk_live_nestwood }',
    '  - brand: cloverlane',
    '    hosts: [boutique.example.test]',
    '    currency: USD',
    '    country: US',
    '    status: active',
  ].join('\n'),
);
vi.stubEnv('CHANNELS_FILE', file);
vi.stubEnv('PAYMENTS_MODE', 'live');
vi.stubEnv('STRIPE_PUBLISHABLE_KEY', '');
vi.stubEnv('STRIPE_JS_URL', 'https://js.stripe.example/v3/');

const cspOf = async (host: string) =>
  (await proxy(new NextRequest(`https://${host}/checkout/billing`, { headers: { host } }))).headers.get(
    'content-security-policy',
  ) ?? '';

describe('the checkout CSP loads Stripe.js for a brand whose channel names a publishable key', () => {
  it.each([
    ['shop.example.test (nestwood, its own Stripe account)', 'shop.example.test', true],
    ['boutique.example.test (cloverlane, no key anywhere)', 'boutique.example.test', false],
  ])('%s', async (_name, host, loadsStripe) => {
    const csp = await cspOf(host);
    expect(csp).toContain('script-src');
    expect(csp.includes('https://js.stripe.example')).toBe(loadsStripe);
  });
});
