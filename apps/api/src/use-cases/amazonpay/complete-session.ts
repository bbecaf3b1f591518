import { err, ok, type AmazonChargeAmount, type AmazonCheckoutSession, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionOrder } from '../../db/repositories/orders';
import { findAmazonSession, sessionView } from '../../payments/sandbox/amazon-sessions';
import { payOrder } from '../payments/pay-order';
import { ownSession } from './own-session';
import { CHARGE_AMOUNT_MISMATCH_MESSAGE } from './update-session';

export const NOT_COMPLETABLE_MESSAGE = 'This checkout session cannot be completed: the buyer has not approved the payment';

/**
 * POST /amazonpay/v2/sessions/{id}/complete { chargeAmount: { amount, currencyCode } }: the client sends the
 * cart total, which must equal the session's charge amount and the order's server total (422 otherwise). The store,
 * not the client, completes the session: the request pays the session's order through the payment engine (one
 * attempt, charge then confirm), so every check the engine makes (order pending and not paid by another session, cart
 * unchanged, coupon still available) comes before the capture, and a capture the engine then refuses is refunded by
 * the attempt's key. Answers the Completed session; anything else is 409 with the engine's reason. A repeated
 * completion answers the Completed session again and charges nothing more.
 */
export async function completeSession(
  ctx: RequestContext,
  input: { sessionHash: string; id: string; chargeAmount: AmazonChargeAmount },
  deps: Pick<Deps, 'db' | 'now' | 'payments' | 'tax' | 'providerCallBudgetMs'>,
): Promise<Result<AmazonCheckoutSession>> {
  const own = await ownSession(ctx, { ...input, version: 2 }, deps);
  if (!own.ok) return own;
  const session = own.value;
  const order =
    session.merchantReference === null
      ? null
      : await findSessionOrder(deps.db, ctx.brand, input.sessionHash, session.merchantReference);
  if (order === null || session.chargeAmount === null) return err('CONFLICT', NOT_COMPLETABLE_MESSAGE);
  const { amount, currencyCode } = input.chargeAmount;
  const matches =
    amount === order.totalAmount &&
    currencyCode === order.currency &&
    amount === session.chargeAmount &&
    currencyCode === session.currency;
  if (!matches) return err('AMOUNT_MISMATCH', CHARGE_AMOUNT_MISMATCH_MESSAGE);
  if (session.state === 'Completed') return ok(sessionView(session));
  // Only an Amazon Pay order that is still to be paid: never a second charge beside another payment of it.
  if (order.status !== 'pending' || order.paymentDetails.billingProvider !== 'amazonPay')
    return err('CONFLICT', NOT_COMPLETABLE_MESSAGE);
  const payment = { sessionHash: input.sessionHash, orderId: order.id, paymentToken: session.id };
  const paid = await payOrder(ctx, payment, deps, { confirmApproved: true });
  const now = await findAmazonSession(deps.db, ctx.brand, session.id);
  if (paid.ok && now?.state === 'Completed' && now.chargeStatus === 'Captured') return ok(sessionView(now));
  return err('CONFLICT', paid.ok ? NOT_COMPLETABLE_MESSAGE : paid.error.message);
}
