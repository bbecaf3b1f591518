import type { ProviderManifest } from '../manifest';

/** Google Pay: the browser's payment sheet gives a single-use token and the address in one step. */
export const googlepay = {
  name: 'googlepay',
  label: 'Google Pay',
  flow: 'express',
  express: true,
  holdsBillingDetails: true,
  refunds: 'partial',
  webhook: 'store',
  expressButton: { label: 'Google Pay', position: 1 },
  browser: { handler: 'sheet' },
} as const satisfies ProviderManifest;
