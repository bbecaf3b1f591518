import { REDIRECT_START_TOKEN } from '@store/core';
import type { RedirectPageProvider } from '@store/core/payments/provider-manifests';
import type { LedgerDb } from './ledger';
import type { ChargeRequest, DeclineReason, PaymentProviderAdapter, ProviderOutcome } from '../provider';
import { ledgerRefunds } from './ledger-refunds';
import { captureLedgerRow, findLedgerRow, findLedgerRowByKey, moveLedgerRow, openLedgerRow, type LedgerRow } from './ledger';

/** The redirect providers the sandbox hosts a page for: those whose manifest's browser handler is a redirect. */
export type RedirectSandboxProvider = RedirectPageProvider;

/**
 * The provider's own status (its vocabulary, kept in the ledger's `status`) at each step of a redirect payment:
 * `opened` by charge(REDIRECT_START_TOKEN); `approved`, `declined` or `cancelled` by the shopper on the page;
 * `captured` by confirm() of an approved payment (the charge); `voided` or `refunded` by void().
 */
export interface RedirectLifecycle<S extends string = string> {
  opened: S;
  approved: S;
  declined: S;
  cancelled: S;
  captured: S;
  voided: S;
  refunded: S;
}

/** The store's outcomes a provider's switch answers with, built for it from the ledger row. */
export interface RedirectOutcomes {
  /** Still on (or back from) the provider's page, not charged: the shopper is sent to the page. */
  waiting: (row: LedgerRow) => ProviderOutcome;
  /** Charged: the ledger's amount and currency, which the engine compares with the order's total. */
  charged: (row: LedgerRow) => ProviderOutcome;
  failed: (row: LedgerRow, reason: DeclineReason) => ProviderOutcome;
}

/** One sandbox redirect provider: its page's name, its lifecycle and its one exhaustive switch. */
export interface RedirectSandboxSpec<S extends string = string> {
  provider: RedirectSandboxProvider;
  /** The provider's name on its page. */
  displayName: string;
  lifecycle: RedirectLifecycle<S>;
  outcomeOf: (row: LedgerRow, outcomes: RedirectOutcomes) => ProviderOutcome;
  /** What the provider keeps about the payment when it opens (Splitit: the number of payments). */
  openDetails?: (request: ChargeRequest) => Record<string, unknown>;
  /** The terms line its page shows beside the amount (Splitit: '12 payments of $108.25'). */
  terms?: (row: LedgerRow) => string | null;
}

/** The provider's hosted page, as the browser reaches it on the storefront's origin (/api/...). */
export const redirectPageUrl = (provider: RedirectSandboxProvider, ref: string): string =>
  `/api/sandbox/pay/${provider}/${encodeURIComponent(ref)}`;

const outcomesFor = (provider: RedirectSandboxProvider): RedirectOutcomes => ({
  waiting: (row) => ({ status: 'requires_action', providerRef: row.id, redirectUrl: redirectPageUrl(provider, row.id) }),
  charged: (row) => ({ status: 'succeeded', providerRef: row.id, amount: row.amount, currency: row.currency }),
  failed: (row, reason) => ({ status: 'failed', providerRef: row.id, reason }),
});

/**
 * A sandbox redirect provider on the shared ledger: charge(REDIRECT_START_TOKEN) opens the payment under the
 * attempt's key and sends the shopper to the provider's page; the page approves, cancels or declines it once; the
 * storefront's return pays with the reference, which confirm() captures only when approved, for the same brand and
 * order. Every state change is a compare-and-set, so racing requests change a payment once.
 */
export function sandboxRedirectProvider(
  deps: { db: LedgerDb; now: () => Date },
  spec: RedirectSandboxSpec,
): PaymentProviderAdapter {
  const { lifecycle, provider } = spec;
  const outcomes = outcomesFor(provider);
  const outcomeOf = (row: LedgerRow) => spec.outcomeOf(row, outcomes);
  const ownRow = async (brand: string, ref: string) => findLedgerRow(deps.db, brand, ref, provider);
  /**
   * A marker paid with once its attempt is over (paid again after a decline, or after a webhook settled it first) is
   * answered with its failure, so the shopper reads why; anything else, or another order's marker, is no token.
   */
  const answeredOnPage = async (request: ChargeRequest): Promise<ProviderOutcome> => {
    const row = await ownRow(request.brand, request.paymentToken);
    const outcome = row?.orderId === request.orderId ? outcomeOf(row) : null;
    return outcome?.status === 'failed' ? outcome : { status: 'invalid_token' };
  };
  return {
    name: `sandbox:${provider}`,
    async charge(request) {
      if (request.paymentToken !== REDIRECT_START_TOKEN) return answeredOnPage(request);
      const { row } = await openLedgerRow(
        deps.db,
        {
          brand: request.brand,
          provider,
          orderId: request.orderId,
          idempotencyKey: request.idempotencyKey,
          amount: request.amount,
          currency: request.currency,
          status: lifecycle.opened,
          details: spec.openDetails?.(request) ?? {},
        },
        deps.now(),
      );
      return row.provider === provider ? outcomeOf(row) : { status: 'invalid_token' };
    },
    async confirm(ref) {
      const row = await captureLedgerRow(deps.db, ref, provider, lifecycle, deps.now());
      return row ? outcomeOf(row) : { status: 'invalid_token' };
    },
    async retrieve(ref) {
      const row = await findLedgerRowByKey(deps.db, ref.brand, ref.idempotencyKey);
      return row?.provider === provider ? outcomeOf(row) : { status: 'not_found' };
    },
    async void(ref) {
      const row = await ownRow(ref.brand, ref.providerRef);
      if (!row || row.orderId !== ref.orderId) return;
      if (row.status === lifecycle.opened || row.status === lifecycle.approved)
        await moveLedgerRow(deps.db, row.id, row.status, lifecycle.voided, deps.now());
      else if (row.status === lifecycle.captured)
        await moveLedgerRow(deps.db, row.id, row.status, lifecycle.refunded, deps.now());
    },
    ...ledgerRefunds(deps, { provider, captured: lifecycle.captured }),
  };
}
