import { SCRIPT_ORIGIN, type ProviderManifest } from '../manifest';

/**
 * What Braintree's client SDK and the PayPal JS SDK it loads need in live mode (Braintree's documented CSP): the hosted
 * scripts' origin and PayPal's for scripts, PayPal's and Braintree's asset frames, their APIs for calls.
 */
export const BRAINTREE_CSP_ORIGINS = {
  script: [SCRIPT_ORIGIN, 'https://www.paypal.com', 'https://www.paypalobjects.com'],
  frame: ['https://assets.braintreegateway.com', 'https://*.paypal.com'],
  connect: [
    'https://api.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://*.paypal.com',
  ],
} as const;

/** The live Braintree variables (apps/api env): the gateway's three keys and where it is. */
export const BRAINTREE_ENV = [
  'BRAINTREE_MERCHANT_ID',
  'BRAINTREE_PUBLIC_KEY',
  'BRAINTREE_PRIVATE_KEY',
  'BRAINTREE_ENVIRONMENT',
  'BRAINTREE_API_HOST',
  'BRAINTREE_MERCHANT_ACCOUNTS',
] as const;

/**
 * Braintree, the gateway PayPal and PayPal Credit go through: not a choice of its own (no adapter, no handler), it owns
 * the client token route (GET /braintree/tokens) both use.
 */
export const braintree = {
  name: 'braintree',
  label: 'Braintree',
  flow: 'braintree',
  express: false,
  offeredAsChoice: false,
  gateway: 'braintree',
  cspOrigins: BRAINTREE_CSP_ORIGINS,
  env: BRAINTREE_ENV,
  refunds: 'none',
  webhook: 'braintree',
  apiSegments: ['braintree'],
  browser: { handler: null },
} as const satisfies ProviderManifest;
