import type { ProviderManifest } from '../manifest';
import { BRAINTREE_CSP_ORIGINS, BRAINTREE_ENV } from '../braintree/manifest';

/** PayPal, via braintree: the client token, then PayPal's page (live: PayPal's button on billing). */
export const paypal = {
  name: 'paypal',
  label: 'PayPal',
  flow: 'braintree',
  express: false,
  gateway: 'braintree',
  cspOrigins: BRAINTREE_CSP_ORIGINS,
  env: BRAINTREE_ENV,
  refunds: 'partial',
  webhook: 'braintree',
  browser: {
    handler: 'clientToken',
    panel: 'clientToken',
    note: 'After Place order you approve the payment on PayPal, then come back here to finish.',
  },
} as const satisfies ProviderManifest;
