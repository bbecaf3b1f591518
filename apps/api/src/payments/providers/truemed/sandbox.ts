import { REDIRECT_START_TOKEN } from '@store/core';
import type { LedgerDb } from '../../sandbox/ledger';
import { ledgerRefunds } from '../../sandbox/ledger-refunds';
import type { PaymentProviderAdapter, ProviderOutcome } from '../../provider';
import {
  captureLedgerRow,
  findLedgerRow,
  findLedgerRowByKey,
  moveLedgerRow,
  openLedgerRow,
  type LedgerRow,
} from '../../sandbox/ledger';

/**
 * A Truemed payment session's statuses in the sandbox ledger: `open` until the shopper answers the qualification
 * (POST /truemed/sessions/{id}), then `qualified` or `ineligible`; `approved` once they approve on Truemed's page,
 * `captured` when the store confirmed it (a charge), `canceled` (the shopper cancelled or the store gave it up),
 * `refunded` (a capture given back).
 */
export type TruemedSessionStatus = 'open' | 'qualified' | 'ineligible' | 'approved' | 'captured' | 'canceled' | 'refunded';

/** The sandbox Truemed page (framed by the storefront's modal), on the storefront's origin (/api/...). */
export const truemedPageUrl = (ref: string): string => `/api/sandbox/truemed/${encodeURIComponent(ref)}`;

/** The one exhaustive switch from Truemed's session statuses to the store's outcome. */
function outcomeOf(row: LedgerRow): ProviderOutcome {
  const status = row.status as TruemedSessionStatus;
  switch (status) {
    case 'captured':
      return { status: 'succeeded', providerRef: row.id, amount: row.amount, currency: row.currency };
    case 'open':
    case 'qualified':
    case 'approved':
      return { status: 'requires_action', providerRef: row.id, redirectUrl: truemedPageUrl(row.id) };
    case 'ineligible':
      return { status: 'failed', providerRef: row.id, reason: 'declined' };
    case 'canceled':
    case 'refunded':
      return { status: 'failed', providerRef: row.id, reason: 'cancelled' };
  }
}

/**
 * Truemed, the health-savings provider, sandbox. charge(REDIRECT_START_TOKEN) opens the order's Truemed
 * session under the attempt's key and answers its page; the storefront frames that page in its modal, the shopper
 * qualifies and approves, and the page returns the top window to review with `truemedSessionId`; confirm() captures
 * an approved session once.
 */
export function truemedProvider(deps: { db: LedgerDb; now: () => Date }): PaymentProviderAdapter {
  const find = (brand: string, ref: string) => findLedgerRow(deps.db, brand, ref, 'truemed');
  return {
    name: 'sandboxTruemed',
    async charge(request) {
      const replay = await findLedgerRowByKey(deps.db, request.brand, request.idempotencyKey);
      if (replay) return outcomeOf(replay);
      if (request.paymentToken !== REDIRECT_START_TOKEN) return { status: 'invalid_token' };
      const { brand, orderId, idempotencyKey, amount, currency } = request;
      const status: TruemedSessionStatus = 'open';
      const { row } = await openLedgerRow(
        deps.db,
        { brand, provider: 'truemed', orderId, idempotencyKey, amount, currency, status },
        deps.now(),
      );
      return outcomeOf(row);
    },
    async confirm(ref) {
      const row = await captureLedgerRow(deps.db, ref, 'truemed', { approved: 'approved', captured: 'captured' }, deps.now());
      return row ? outcomeOf(row) : { status: 'invalid_token' };
    },
    async retrieve(ref) {
      const row = await findLedgerRowByKey(deps.db, ref.brand, ref.idempotencyKey);
      return row ? outcomeOf(row) : { status: 'not_found' };
    },
    async void(ref) {
      const row = await find(ref.brand, ref.providerRef);
      if (!row) return;
      const status = row.status as TruemedSessionStatus;
      if (status === 'captured') await moveLedgerRow(deps.db, row.id, status, 'refunded', deps.now());
      else if (status === 'open' || status === 'qualified' || status === 'approved')
        await moveLedgerRow(deps.db, row.id, status, 'canceled', deps.now());
    },
    ...ledgerRefunds(deps, { provider: 'truemed', captured: 'captured' satisfies TruemedSessionStatus }),
  };
}
