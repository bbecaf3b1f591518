import type { ProviderManifest } from '../manifest';

/** Bank (a Stripe bank debit): the shopper authorizes the debit on the bank's page; sandbox only. */
export const bank = {
  name: 'bank',
  label: 'Bank',
  flow: 'redirect',
  express: false,
  refunds: 'partial',
  webhook: 'store',
  declineMessage: 'Your bank declined this payment.',
  browser: { handler: 'redirect' },
} as const satisfies ProviderManifest;
