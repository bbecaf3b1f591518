import type { ProviderManifest } from '../manifest';
import { BRAINTREE_CSP_ORIGINS, BRAINTREE_ENV } from '../braintree/manifest';

/** PayPal Credit, via braintree: PayPal's flow with its credit offered (one client token and account with PayPal). */
export const paypalCredit = {
  name: 'paypalCredit',
  label: 'PayPal Credit',
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
    note: 'After Place order you apply and approve with PayPal Credit, then come back here to finish.',
  },
} as const satisfies ProviderManifest;
