import { formatMoney, instalmentCount, instalmentPlan, type Currency } from '@store/core';
import type { ProviderOutcome } from '../../provider';
import type { LedgerRow } from '../../sandbox/ledger';
import type { RedirectOutcomes, RedirectSandboxSpec } from '../../sandbox/redirect-provider';

/** Splitit's installment plan statuses (a plan is `Initializing` until the shopper's card is `PendingCapture`). */
type SplititStatus = 'Initializing' | 'PendingCapture' | 'InProgress' | 'Declined' | 'Canceled' | 'Voided' | 'Refunded';

/** The one exhaustive switch from Splitit's plan statuses to the store's outcome. */
function outcomeOf(row: LedgerRow, outcomes: RedirectOutcomes): ProviderOutcome {
  const status = row.status as SplititStatus;
  switch (status) {
    case 'Initializing':
    case 'PendingCapture':
      return outcomes.waiting(row);
    case 'InProgress':
      // The plan is running: the store is paid the whole total, the shopper pays Splitit in instalments.
      return outcomes.charged(row);
    case 'Declined':
      return outcomes.failed(row, 'declined');
    case 'Canceled':
    case 'Voided':
    case 'Refunded':
      return outcomes.failed(row, 'cancelled');
  }
}

/** '12 payments of $108.25' from the plan's count, which the plan keeps from the order (numberOfPayments). */
function terms(row: LedgerRow): string {
  const plan = instalmentPlan(row.amount, instalmentCount(Number(row.details.numberOfPayments)));
  const money = (amount: number) => formatMoney({ amount, currency: row.currency as Currency }, { cents: 'always' });
  const last = plan.last === plan.each ? '' : ` (the last ${money(plan.last)})`;
  return `${plan.count} payments of ${money(plan.each)}${last}`;
}

/** Splitit (instalments on the shopper's own card): the plan has the order's extraData.numberOfPayments, default 12. */
export const splitItSandbox: RedirectSandboxSpec<SplititStatus> = {
  provider: 'splitIt',
  displayName: 'Splitit',
  lifecycle: {
    opened: 'Initializing',
    approved: 'PendingCapture',
    declined: 'Declined',
    cancelled: 'Canceled',
    captured: 'InProgress',
    voided: 'Voided',
    refunded: 'Refunded',
  },
  outcomeOf,
  openDetails: (request) => ({ numberOfPayments: instalmentCount(request.numberOfPayments) }),
  terms,
};
