import type { Db } from '../../db/repositories/carts';
import { sandboxPaymentIntents } from '../../db/schema';
import type { PaymentProviderAdapter } from '../provider';
import { refundFailed, replayed } from '../refund-outcomes';
import type { AmazonSessionRow } from './amazon-sessions';
import { findAmazonSession } from './amazon-sessions';
import type { LedgerDb } from './ledger';
import { findLedgerRefund, refundLedgerPayment, type LedgerRefundPolicy } from './ledger-refunds';

/** Amazon's charge in the shared ledger: provider amazonPay, in Amazon's charge state `Captured`. */
const AMAZON_CHARGE: LedgerRefundPolicy = { provider: 'amazonPay', captured: 'Captured' };

/** A session whose completion charged the buyer and that no void gave back. */
const charged = (session: AmazonSessionRow): boolean => session.state === 'Completed' && session.chargeStatus === 'Captured';

/**
 * Amazon keeps a completed session's Charge apart from the session, and refunds are made against the Charge. The
 * sandbox Amazon service keeps that Charge in the shared ledger from its first refund on (id = the session id, so the
 * store's payment reference names it; key `amazon-charge:{sessionId}`), where its refunds are kept as every sandbox
 * provider's are. Opened once (a conflict leaves the row as it is, refunds included), with no webhook: nothing moved.
 */
async function openAmazonCharge(db: Db, session: AmazonSessionRow, now: Date): Promise<void> {
  if (session.merchantReference === null || session.chargeAmount === null || session.currency === null) return;
  await db
    .insert(sandboxPaymentIntents)
    .values({
      id: session.id,
      brand: session.brand,
      provider: AMAZON_CHARGE.provider,
      orderId: session.merchantReference,
      idempotencyKey: `amazon-charge:${session.id}`,
      amount: session.chargeAmount,
      currency: session.currency,
      status: AMAZON_CHARGE.captured,
      clientSecret: '',
      details: { checkoutSessionId: session.id },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Amazon Pay's refund and retrieveRefund on the sandbox: only the charge of this order's completed, captured session
 * is refunded (through the shared ledger's refund, so keys replay and refunds never exceed the charge); a session no
 * longer charged (voided) only answers the refunds already made under their keys.
 */
export function amazonChargeRefunds(deps: {
  db: LedgerDb;
  now: () => Date;
}): Pick<PaymentProviderAdapter, 'refund' | 'retrieveRefund'> {
  return {
    async refund(request) {
      const session = await findAmazonSession(deps.db, request.brand, request.payment.providerRef);
      if (session?.merchantReference !== request.orderId)
        return refundFailed('not_refundable', `No Amazon Pay charge ${request.payment.providerRef} of this order to refund.`);
      if (charged(session)) {
        await openAmazonCharge(deps.db, session, deps.now());
        return refundLedgerPayment(deps.db, request, AMAZON_CHARGE, deps.now());
      }
      const earlier = await findLedgerRefund(deps.db, request, AMAZON_CHARGE);
      if (earlier.status !== 'not_found') return replayed(earlier, request);
      return refundFailed('not_refundable', `Amazon Pay session ${session.id} is ${session.state}, not a captured charge.`);
    },
    retrieveRefund: (ref) => findLedgerRefund(deps.db, ref, AMAZON_CHARGE),
  };
}
