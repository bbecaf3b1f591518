import type { ProviderOutcome } from '../../provider';
import type { LedgerRow } from '../../sandbox/ledger';
import type { RedirectOutcomes, RedirectSandboxSpec } from '../../sandbox/redirect-provider';

/** Acima's lease statuses (an application is `Pending` until the lease is `Approved` and signed, then `Funded`). */
type AcimaStatus = 'Pending' | 'Approved' | 'Funded' | 'Denied' | 'Cancelled' | 'Voided' | 'Returned';

/** The one exhaustive switch from Acima's lease statuses to the store's outcome. */
function outcomeOf(row: LedgerRow, outcomes: RedirectOutcomes): ProviderOutcome {
  const status = row.status as AcimaStatus;
  switch (status) {
    case 'Pending':
    case 'Approved':
      return outcomes.waiting(row);
    case 'Funded':
      return outcomes.charged(row);
    case 'Denied':
      return outcomes.failed(row, 'declined');
    case 'Cancelled':
    case 'Voided':
    case 'Returned':
      return outcomes.failed(row, 'cancelled');
  }
}

/** Acima (lease to own): the shopper applies for a lease on Acima's page; Acima funds the store. */
export const acimaSandbox: RedirectSandboxSpec<AcimaStatus> = {
  provider: 'acima',
  displayName: 'Acima',
  lifecycle: {
    opened: 'Pending',
    approved: 'Approved',
    declined: 'Denied',
    cancelled: 'Cancelled',
    captured: 'Funded',
    voided: 'Voided',
    refunded: 'Returned',
  },
  outcomeOf,
};
