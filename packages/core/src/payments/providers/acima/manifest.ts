import type { ProviderManifest } from '../manifest';

/** Acima (lease to own): the shopper applies for a lease on Acima's page; a decline offers another way to pay. */
export const acima = {
  name: 'acima',
  label: 'Acima',
  flow: 'redirect',
  express: false,
  refunds: 'partial',
  webhook: 'store',
  declineMessage: 'Your Acima lease application was declined.',
  leaseFallback: true,
  browser: { handler: 'redirect' },
} as const satisfies ProviderManifest;
