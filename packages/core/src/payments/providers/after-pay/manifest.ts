import type { ProviderManifest } from '../manifest';

/** Afterpay (four payments): its page returns to review with its marker `orderToken`. */
export const afterPay = {
  name: 'afterPay',
  label: 'After Pay',
  flow: 'redirect',
  returnMarker: 'orderToken',
  express: false,
  refunds: 'partial',
  webhook: 'store',
  declineMessage: 'Afterpay declined this payment. Please choose another payment method.',
  browser: { handler: 'redirect' },
} as const satisfies ProviderManifest;
