import type { ProviderOutcome } from '../../provider';
import type { LedgerRow } from '../../sandbox/ledger';
import type { RedirectOutcomes, RedirectSandboxSpec } from '../../sandbox/redirect-provider';

/** Afterpay's checkout and payment states (its order token is `PENDING` until the shopper's plan is `APPROVED`). */
type AfterpayStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'CAPTURED' | 'VOIDED' | 'REFUNDED';

/** The one exhaustive switch from Afterpay's states to the store's outcome. */
function outcomeOf(row: LedgerRow, outcomes: RedirectOutcomes): ProviderOutcome {
  const status = row.status as AfterpayStatus;
  switch (status) {
    case 'PENDING':
    case 'APPROVED':
      return outcomes.waiting(row);
    case 'CAPTURED':
      return outcomes.charged(row);
    case 'DECLINED':
      return outcomes.failed(row, 'declined');
    case 'CANCELLED':
    case 'VOIDED':
    case 'REFUNDED':
      return outcomes.failed(row, 'cancelled');
  }
}

/** Afterpay (four payments): returns to review with its marker `orderToken`. */
export const afterPaySandbox: RedirectSandboxSpec<AfterpayStatus> = {
  provider: 'afterPay',
  displayName: 'Afterpay',
  lifecycle: {
    opened: 'PENDING',
    approved: 'APPROVED',
    declined: 'DECLINED',
    cancelled: 'CANCELLED',
    captured: 'CAPTURED',
    voided: 'VOIDED',
    refunded: 'REFUNDED',
  },
  outcomeOf,
};
