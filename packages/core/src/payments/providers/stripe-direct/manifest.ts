import { SCRIPT_ORIGIN, type ProviderManifest } from '../manifest';

/**
 * What Stripe.js needs in live mode (Stripe's documented CSP): the script's origin for script-src and frame-src
 * (Elements are frames of it), hooks.stripe.com for frames, api.stripe.com for its calls.
 */
export const STRIPE_CSP_ORIGINS = {
  script: [SCRIPT_ORIGIN],
  frame: [SCRIPT_ORIGIN, 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** The live Stripe variables (apps/api env): the account's key, return origin, configuration, webhook secret. */
export const STRIPE_ENV = [
  'STRIPE_SECRET_KEY',
  'STRIPE_API_HOST',
  'STRIPE_RETURN_ORIGIN',
  'STRIPE_PAYMENT_METHOD_CONFIGURATION',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** The card, through Stripe (the sandbox's hosted card field in sandbox mode). */
export const stripeDirect = {
  name: 'stripeDirect',
  label: 'Card',
  flow: 'card',
  express: false,
  gateway: 'stripe',
  cspOrigins: STRIPE_CSP_ORIGINS,
  env: STRIPE_ENV,
  refunds: 'partial',
  webhook: 'stripe',
  browser: { handler: 'token' },
} as const satisfies ProviderManifest;
