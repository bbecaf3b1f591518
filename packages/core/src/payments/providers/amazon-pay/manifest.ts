import type { ProviderManifest } from '../manifest';

/** Amazon Pay (a wallet checkout session): its button on shipping, the session id paid with, its own session calls. */
export const amazonPay = {
  name: 'amazonPay',
  label: 'Amazon Pay',
  flow: 'wallet',
  returnMarker: 'amazonCheckoutSessionId',
  express: true,
  holdsBillingDetails: true,
  refunds: 'partial',
  webhook: 'store',
  apiSegments: ['amazonpay'],
  browser: { handler: 'walletSession', panel: 'walletSession' },
} as const satisfies ProviderManifest;
