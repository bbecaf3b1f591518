// A payment provider lives in its folders: its manifest (packages/core/src/payments/providers/<provider>/) and its API
// adapters (apps/api/src/payments/providers/<provider>/); the lists of providers, flows, return markers, the registry,
// the storefront's allow-list and CSP are read from the manifests. This test reads every tracked source file and names
// each one outside those folders that spells a provider's name, unless it is allowed below with the reason it still
// does. A new provider of an existing kind then needs only its two folders and a line in each list; a file that starts
// naming a provider fails here (read the manifest instead, or put the code in the provider's folder).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDERS } from '../packages/core/src/payments/provider-manifests.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Provider names that are also common words: counted only as a quoted literal ('link'), not in prose. */
const COMMON_WORDS = new Set(['bank', 'link']);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = PAYMENT_PROVIDERS.map((name) =>
  COMMON_WORDS.has(name)
    ? new RegExp(`['"\`]${name}['"\`]`)
    : new RegExp(`\\b(${escape(name)}|${escape(name.toLowerCase())})\\b`),
);

/** True when a text spells a provider's name (camelCase or lower case as a word; a common word only quoted). */
const namesProvider = (text) => PATTERNS.some((pattern) => pattern.test(text));

/** Source code: not tests, fixtures, end-to-end journeys, documents or data files (json, yaml, sql, md). */
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;
const NOT_SOURCE = /\.test\.|(^|\/)test\/|(^|\/)e2e\/|test-support|\/fixtures\//;
/** A provider's own folders. */
const PROVIDER_FOLDER = /^(packages\/core\/src\/payments\/providers|apps\/api\/src\/payments\/providers)\/[a-z-]+\//;

/** The files outside the providers' folders that still name providers, by the reason they do. */
const ALLOWED = {
  'the lists of providers and the manifest and module types (one line per provider, the gateways as closed unions)': [
    'packages/core/src/payments/provider-manifests.ts',
    'packages/core/src/payments/providers/manifest.ts',
    'apps/api/src/payments/provider-modules.ts',
    'apps/api/src/payments/provider-env.ts',
    'apps/api/src/payments/providers/module.ts',
  ],
  'data: the brand registry (which providers each brand offers), the payment options page, benchmark orders, a column default': [
    'packages/core/src/brands.ts',
    'apps/web/src/features/content/payment-options.tsx',
    'apps/api/bench/admin-orders.ts',
    'apps/api/bench/order-fill.ts',
    'apps/api/bench/order-lookup.ts',
    'apps/api/bench/returning-customer.ts',
    'scripts/lib/bench/checkout-bodies.mjs',
    'apps/api/src/db/schema/sandbox.ts',
  ],
  'the live gateways shared by several providers (Stripe for the cards, Braintree for PayPal and PayPal Credit): their clients, webhooks, channel accounts and client tokens':
    [
      'apps/api/src/payments/live/braintree-paypal.ts',
      'apps/api/src/payments/live/braintree-refunds.ts',
      'apps/api/src/payments/live/braintree-search.ts',
      'apps/api/src/payments/live/braintree-webhook.ts',
      'apps/api/src/payments/live/channel-accounts.ts',
      'apps/api/src/payments/live/live-providers.ts',
      'apps/api/src/payments/live/stripe-card.ts',
      'apps/api/src/payments/live/stripe-webhook.ts',
      'apps/api/src/payments/braintree/client-token.ts',
      'apps/api/src/payments/webhooks/verifier.ts',
      'apps/api/src/payments/provider.ts',
      'apps/api/src/routes/payments/payment-webhook.ts',
      'apps/api/src/use-cases/payments/receive-live-webhook.ts',
      'apps/api/src/db/repositories/app-secrets.ts',
      'apps/api/src/context.ts',
    ],
  "a provider's own API area (routes/<area>/ and use-cases/<area>/ by the layout's convention) and the sandbox pages that stand in for its site":
    [
      'apps/api/src/app.ts',
      'apps/api/src/routes/amazonpay/complete-session.ts',
      'apps/api/src/routes/amazonpay/create-session.ts',
      'apps/api/src/routes/amazonpay/get-session.ts',
      'apps/api/src/routes/amazonpay/update-session.ts',
      'apps/api/src/use-cases/amazonpay/complete-session.ts',
      'apps/api/src/use-cases/amazonpay/create-session.ts',
      'apps/api/src/use-cases/amazonpay/get-session.ts',
      'apps/api/src/use-cases/amazonpay/own-session.ts',
      'apps/api/src/use-cases/amazonpay/update-session.ts',
      'apps/api/src/routes/truemed/index.ts',
      'apps/api/src/use-cases/truemed/answer-session.ts',
      'apps/api/src/routes/braintree/index.ts',
      'apps/api/src/routes/sandbox/index.ts',
      'apps/api/src/routes/sandbox/amazon-pay.ts',
      'apps/api/src/routes/sandbox/paypal-page.ts',
      'apps/api/src/routes/sandbox/truemed-page.ts',
      'apps/api/src/use-cases/sandbox/decide-paypal.ts',
      'apps/api/src/use-cases/sandbox/decide-truemed.ts',
      'apps/api/src/payments/sandbox/amazon-charges.ts',
      'apps/api/src/payments/sandbox/provider-pages.ts',
    ],
  "core rules and wire schemas of one provider (Splitit's and Affirm's financing, Amazon Pay's session, Truemed's qualification)":
    [
      'packages/core/src/payments/financing.ts',
      'packages/core/src/payments/instalment-triggers.ts',
      'packages/core/src/payments/amazon-pay-session.ts',
      'packages/core/src/payments/truemed.ts',
      'packages/core/src/index.ts',
    ],
  "the storefront's code of one provider (React and browser code cannot live in core; each is a lazily loaded chunk, which handlers/registry.ts and provider-panels.ts import by literal path) and its live client pieces":
    [
      'apps/web/src/app/[brand]/checkout/(steps)/shipping/page.tsx',
      'apps/web/src/features/checkout/payment/amazon-pay/amazon-pay-button.tsx',
      'apps/web/src/features/checkout/payment/amazon-pay/use-wallet-return.ts',
      'apps/web/src/features/checkout/payment/braintree/braintree-web.ts',
      'apps/web/src/features/checkout/payment/braintree/live-paypal-button.tsx',
      'apps/web/src/features/checkout/payment/braintree/paypal-button.ts',
      'apps/web/src/features/checkout/payment/handlers/paypal-handler.ts',
      'apps/web/src/features/checkout/payment/handlers/registry.ts',
      'apps/web/src/features/checkout/payment/handlers/truemed-handler.ts',
      'apps/web/src/features/checkout/payment/health-savings-frame.tsx',
      'apps/web/src/features/checkout/payment/instalment-trigger-buttons.tsx',
      'apps/web/src/features/checkout/payment/order-request.ts',
      'apps/web/src/features/checkout/payment/panels/paypal-panel.tsx',
      'apps/web/src/features/checkout/payment/provider-panels.ts',
      'apps/web/src/features/checkout/payment/splitit-panel.tsx',
      'apps/web/src/features/checkout/payment/truemed-frame-store.ts',
      'apps/web/src/features/checkout/steps/billing-step.tsx',
      'apps/web/src/features/checkout/steps/review-step.tsx',
      'apps/web/src/features/checkout/steps/shipping-step.tsx',
      'apps/web/src/lib/api/amazon-pay.ts',
      'apps/web/src/lib/api/braintree.ts',
      'apps/web/src/lib/api/truemed.ts',
      'apps/web/src/lib/env.ts',
      'apps/web/src/lib/payments/storefront-providers.ts',
      'apps/web/src/lib/payments/live-sources.ts',
      // The framed sandbox page's path: next.config loads this file, which therefore imports nothing from core.
      'apps/web/src/lib/security-headers.ts',
    ],
  'not the provider: a word it shares (sign-in by email link, the Stripe payment method `link`) or an example in a comment': [
    'apps/web/src/features/account/sign-in-modes.ts',
    'apps/web/src/features/account/sign-in-panel.tsx',
    'packages/core/src/enums.ts',
    'packages/core/src/accounts/order-labels.ts',
  ],
};

/**
 * Files that quote a provider's name that is also a common word as that word, not the provider (so they are not
 * counted against the cap on the allowed list): the product feeds' field `link` (RSS 2.0's <link>, Meta's column).
 */
const COMMON_WORD_USES = ['packages/core/src/feeds/feed-formats.ts', 'apps/web/src/lib/feeds/google-feed-xml.ts'];

const allowed = new Set([...Object.values(ALLOWED).flat(), ...COMMON_WORD_USES]);

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file));

/** A tracked file's text, or '' for one gone from the working tree. */
function textOf(file) {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return '';
  }
}

const naming = tracked.filter((file) => namesProvider(textOf(file)));
const outside = naming.filter((file) => !PROVIDER_FOLDER.test(file));

describe('namesProvider', () => {
  it.each([
    ["billingProvider: 'stripeDirect'", true],
    ['import { SplitItPanel } from "./splitit-panel";', true],
    ["const area = 'amazonpay';", true],
    ["provider === 'link'", true],
    ['// the shopper follows the link in the email', false],
    ['a bank holiday', false],
    ['const paypalish = 1;', false],
    ['PayPal and Truemed in prose', false],
  ])('%s: %s', (text, expected) => {
    expect(namesProvider(text)).toBe(expected);
  });
});

describe('a provider is named only in its folders and the allowed files', () => {
  it('no other source file names a provider (read its manifest, or move the code into its folder)', () => {
    expect(outside.filter((file) => !allowed.has(file))).toEqual([]);
  });

  it('every allowed file still names one (an entry that no longer does is removed)', () => {
    expect([...allowed].filter((file) => !outside.includes(file))).toEqual([]);
  });

  it('most of what names a provider is in its folders or the allowed list, and that list is not growing', () => {
    expect(naming.length - outside.length).toBeGreaterThan(0);
    expect(allowed.size - COMMON_WORD_USES.length).toBeLessThanOrEqual(84);
  });
});
