import type { ProviderOutcome } from '../../provider';
import type { LedgerRow } from '../../sandbox/ledger';
import type { RedirectOutcomes, RedirectSandboxSpec } from '../../sandbox/redirect-provider';

/** Affirm's checkout and charge statuses (a checkout is `pending` until the shopper's loan is `authorized`). */
type AffirmStatus = 'pending' | 'authorized' | 'captured' | 'declined' | 'cancelled' | 'voided' | 'refunded';

/** The one exhaustive switch from Affirm's statuses to the store's outcome. */
function outcomeOf(row: LedgerRow, outcomes: RedirectOutcomes): ProviderOutcome {
  const status = row.status as AffirmStatus;
  switch (status) {
    case 'pending':
    case 'authorized':
      // An authorized loan is not a charge: only confirm() captures it.
      return outcomes.waiting(row);
    case 'captured':
      return outcomes.charged(row);
    case 'declined':
      return outcomes.failed(row, 'declined');
    case 'cancelled':
    case 'voided':
    case 'refunded':
      return outcomes.failed(row, 'cancelled');
  }
}

/** Affirm (pay over time): the shopper applies for the loan on Affirm's page. */
export const affirmSandbox: RedirectSandboxSpec<AffirmStatus> = {
  provider: 'affirm',
  displayName: 'Affirm',
  lifecycle: {
    opened: 'pending',
    approved: 'authorized',
    declined: 'declined',
    cancelled: 'cancelled',
    captured: 'captured',
    voided: 'voided',
    refunded: 'refunded',
  },
  outcomeOf,
};
