import type { ProviderManifest } from '../manifest';

/** Link (Stripe's saved payment details): one click from the express sheet, or approval on its page from billing. */
export const link = {
  name: 'link',
  label: 'Link',
  flow: 'redirect',
  express: true,
  holdsBillingDetails: true,
  refunds: 'partial',
  webhook: 'store',
  declineMessage: 'Link declined this payment. Please choose another payment method.',
  expressButton: { label: 'Link', position: 4 },
  browser: { handler: 'sheetOrRedirect' },
} as const satisfies ProviderManifest;
