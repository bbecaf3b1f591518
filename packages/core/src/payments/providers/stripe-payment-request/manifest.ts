import type { ProviderManifest } from '../manifest';

/** The browser's payment request button ("Pay now"): a sheet like the wallets', labelled Wallet on the order. */
export const stripePaymentRequest = {
  name: 'stripePaymentRequest',
  label: 'Wallet',
  flow: 'express',
  express: true,
  holdsBillingDetails: true,
  refunds: 'partial',
  webhook: 'store',
  expressButton: { label: 'Pay now', position: 3 },
  browser: { handler: 'sheet' },
} as const satisfies ProviderManifest;
