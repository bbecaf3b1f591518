import type { ProviderManifest } from '../manifest';

/** Affirm (pay over time): the shopper applies for the loan on Affirm's page. */
export const affirm = {
  name: 'affirm',
  label: 'Affirm',
  flow: 'redirect',
  express: false,
  refunds: 'partial',
  webhook: 'store',
  declineMessage: 'Your Affirm application was declined.',
  browser: { handler: 'redirect' },
} as const satisfies ProviderManifest;
