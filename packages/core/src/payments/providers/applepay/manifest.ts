import type { ProviderManifest } from '../manifest';

/** Apple Pay: the browser's payment sheet gives a single-use token and the address in one step. */
export const applepay = {
  name: 'applepay',
  label: 'Apple Pay',
  flow: 'express',
  express: true,
  holdsBillingDetails: true,
  refunds: 'partial',
  webhook: 'store',
  expressButton: { label: 'Apple Pay', position: 2 },
  browser: { handler: 'sheet' },
} as const satisfies ProviderManifest;
