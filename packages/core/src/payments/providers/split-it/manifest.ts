import type { ProviderManifest } from '../manifest';

/** Splitit (instalments on the shopper's own card): a number of payments chosen on billing, then Splitit's page. */
export const splitIt = {
  name: 'splitIt',
  label: 'SplitIt',
  flow: 'redirect',
  express: false,
  refunds: 'partial',
  webhook: 'store',
  declineMessage: 'Your Splitit installment plan was declined.',
  browser: { handler: 'redirect', panel: 'instalments' },
} as const satisfies ProviderManifest;
