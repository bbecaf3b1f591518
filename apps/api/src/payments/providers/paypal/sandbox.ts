import type { LedgerDb } from '../../sandbox/ledger';
import { ledgerRefunds } from '../../sandbox/ledger-refunds';
import { verifyClientToken } from '../../braintree/client-token';
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
 * PayPal's order statuses as the sandbox keeps them in the ledger: CREATED until the payer answers on PayPal's page,
 * APPROVED (payer said yes, nothing captured), COMPLETED (captured: a charge), VOIDED (the payer cancelled, or the
 * store gave it up), DECLINED (PayPal refused the payer), REFUNDED (a capture the store gave back).
 */
export type PaypalOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED' | 'DECLINED' | 'REFUNDED';

/** The providers that go via braintree: the one ledger vocabulary, two names. */
export type BraintreeProvider = 'paypal' | 'paypalCredit';
export const BRAINTREE_PROVIDERS: readonly BraintreeProvider[] = ['paypal', 'paypalCredit'];

/** The sandbox PayPal page, as the browser reaches it on the storefront's origin (/api/...). */
export const paypalPageUrl = (ref: string): string => `/api/sandbox/paypal/${encodeURIComponent(ref)}`;

/** The one exhaustive switch from PayPal's order statuses to the store's outcome. */
function outcomeOf(row: LedgerRow): ProviderOutcome {
  const status = row.status as PaypalOrderStatus;
  switch (status) {
    case 'COMPLETED':
      return { status: 'succeeded', providerRef: row.id, amount: row.amount, currency: row.currency };
    case 'CREATED':
    case 'APPROVED':
      // Approved is not paid: only confirm() captures, once, when the shopper is back on review.
      return { status: 'requires_action', providerRef: row.id, redirectUrl: paypalPageUrl(row.id) };
    case 'VOIDED':
    case 'REFUNDED':
      return { status: 'failed', providerRef: row.id, reason: 'cancelled' };
    case 'DECLINED':
      return { status: 'failed', providerRef: row.id, reason: 'declined' };
  }
}

/**
 * PayPal and PayPal Credit through braintree, sandbox. charge() takes the client token of GET
 * /braintree/tokens (this brand and session, unexpired; anything else is invalid_token) and opens a PayPal order
 * (CREATED) under the attempt's key; the shopper approves, cancels or is declined on the hosted page
 * (/sandbox/paypal/{ref}), which returns to review; confirm() captures an APPROVED order exactly once.
 */
export function paypalProvider(deps: { db: LedgerDb; now: () => Date }, provider: BraintreeProvider): PaymentProviderAdapter {
  const find = (brand: string, ref: string) => findLedgerRow(deps.db, brand, ref, provider);
  return {
    name: provider === 'paypal' ? 'sandboxPaypal' : 'sandboxPaypalCredit',
    async charge(request) {
      const replay = await findLedgerRowByKey(deps.db, request.brand, request.idempotencyKey);
      if (replay) return outcomeOf(replay);
      const now = deps.now();
      const scope = { brand: request.brand, sessionHash: request.sessionHash };
      if (!(await verifyClientToken(deps.db, request.paymentToken, scope, now))) return { status: 'invalid_token' };
      const { brand, orderId, idempotencyKey, amount, currency } = request;
      const status: PaypalOrderStatus = 'CREATED';
      const { row } = await openLedgerRow(deps.db, { brand, provider, orderId, idempotencyKey, amount, currency, status }, now);
      return outcomeOf(row);
    },
    async confirm(ref) {
      const row = await captureLedgerRow(deps.db, ref, provider, { approved: 'APPROVED', captured: 'COMPLETED' }, deps.now());
      return row ? outcomeOf(row) : { status: 'invalid_token' };
    },
    async retrieve(ref) {
      const row = await findLedgerRowByKey(deps.db, ref.brand, ref.idempotencyKey);
      return row ? outcomeOf(row) : { status: 'not_found' };
    },
    async void(ref) {
      const row = await find(ref.brand, ref.providerRef);
      if (!row) return;
      const status = row.status as PaypalOrderStatus;
      if (status === 'CREATED' || status === 'APPROVED' || status === 'COMPLETED')
        await moveLedgerRow(deps.db, row.id, status, status === 'COMPLETED' ? 'REFUNDED' : 'VOIDED', deps.now());
    },
    ...ledgerRefunds(deps, { provider, captured: 'COMPLETED' satisfies PaypalOrderStatus }),
  };
}
