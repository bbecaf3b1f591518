import { err, ok, type AmazonChargeAmount, type AmazonCheckoutSession, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionOrder } from '../../db/repositories/orders';
import {
  completeAmazonSession,
  findAmazonSession,
  findCapturedSessionOf,
  sessionView,
} from '../../payments/sandbox/amazon-sessions';
import { ownSession } from './own-session';
import { CHARGE_AMOUNT_MISMATCH_MESSAGE } from './update-session';

export const NOT_COMPLETABLE_MESSAGE = 'This checkout session cannot be completed: the buyer has not approved the payment';

/**
 * SPEC §7 POST /amazonpay/v2/sessions/{id}/complete { chargeAmount: { amount, currencyCode } }: the client sends the
 * cart total, which must equal the session's charge amount and the order's server total (422 otherwise); an approved
 * Open session becomes Completed once. A repeated completion answers the Completed session again and charges nothing
 * more; the order is paid by POST /orders/{id}/payment, which reads the Completed session.
 */
export async function completeSession(
  ctx: RequestContext,
  input: { sessionHash: string; id: string; chargeAmount: AmazonChargeAmount },
  deps: Pick<Deps, 'db' | 'now'>,
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
  // One charge per order: never for an order already paid, nor beside another session of it that was charged.
  if (order.status !== 'pending' || (await findCapturedSessionOf(deps.db, ctx.brand, order.id)))
    return err('CONFLICT', NOT_COMPLETABLE_MESSAGE);
  const completed = await completeAmazonSession(deps.db, session, deps.now());
  if (completed) return ok(sessionView(completed));
  const now = await findAmazonSession(deps.db, ctx.brand, session.id);
  return now?.state === 'Completed' ? ok(sessionView(now)) : err('CONFLICT', NOT_COMPLETABLE_MESSAGE);
}
