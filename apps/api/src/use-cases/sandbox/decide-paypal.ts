import { returnQuery, type PaymentProvider } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { BRAINTREE_PROVIDERS, type PaypalOrderStatus } from '../../payments/providers/paypal';
import { findLedgerRow, moveLedgerRow, type LedgerRow } from '../../payments/sandbox/ledger';

export type PaypalDecision = 'approve' | 'cancel' | 'decline';

const NEXT_STATUS: Record<PaypalDecision, PaypalOrderStatus> = { approve: 'APPROVED', cancel: 'VOIDED', decline: 'DECLINED' };

/** A CREATED PayPal (or PayPal Credit) order of the brand, by its reference; null for anything else. */
export async function findOpenPaypalOrder(db: Deps['db'], brand: string, ref: string): Promise<LedgerRow | null> {
  const row = await findLedgerRow(db, brand, ref);
  const isPaypal = BRAINTREE_PROVIDERS.some((provider) => provider === row?.provider);
  return row && isPaypal && row.status === 'CREATED' ? row : null;
}

/**
 * The payer's answer on the sandbox PayPal page: Approve, Cancel or Decline moves a CREATED order once (compare and
 * set, so a double submit answers once), then the browser returns to review with its markers (orderId and
 * payment_intent = the PayPal order), where the storefront pays with the marker: confirm() captures an approval, a
 * cancel or decline is answered as a failed payment. Null when the order is unknown or was already answered.
 */
export async function decidePaypal(
  ctx: RequestContext,
  input: { ref: string; decision: PaypalDecision },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<string | null> {
  const row = await findOpenPaypalOrder(deps.db, ctx.brand, input.ref);
  if (!row) return null;
  const moved = await moveLedgerRow(deps.db, row.id, 'CREATED', NEXT_STATUS[input.decision], deps.now());
  if (!moved) return null;
  const query = returnQuery(row.provider as PaymentProvider, row.orderId, row.id);
  return `/checkout/review?${new URLSearchParams(query).toString()}`;
}
