import {
  AUTHENTICATION_CANCELLED_MESSAGE,
  CARD_DECLINED_MESSAGE,
  err,
  GENERIC_ERROR_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  ok,
  PROVIDER_DECLINED_MESSAGES,
  type PaymentProvider,
  type Result,
} from '@store/core';
import type { Deps } from '../../context';
import { findPayment, lockOrder, setPaymentStatus, type OrderRow, type PaymentRow } from '../../db/repositories/payments';
import type { DeclineReason, PaymentProviderAdapter, ProviderOutcome } from '../../payments/provider';
import { toOrderJson } from '../orders/order-json';
import type { PaymentAnswer } from './order-result';
import { COUPON_USED_UP_MESSAGE, releaseOrderCoupon, reserveOrderCoupon, settlePaidOrder } from './settle-payment';

export const INVALID_PAYMENT_TOKEN_MESSAGE = 'Your card details have expired or were already used. Please enter your card again.';
export const PAYMENT_CANCELLED_MESSAGE = 'The payment was cancelled. Please choose a payment method and try again.';
export const AMOUNT_MISMATCH_MESSAGE = 'The payment did not match your order total and was refunded. Please try again.';
const NEVER_REACHED_MESSAGE = 'The payment did not reach the provider';

const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  insufficient_funds: INSUFFICIENT_FUNDS_MESSAGE,
  declined: CARD_DECLINED_MESSAGE,
  authentication_cancelled: AUTHENTICATION_CANCELLED_MESSAGE,
  cancelled: PAYMENT_CANCELLED_MESSAGE,
};

/** A redirect provider's refusal names the provider ('Your Affirm application was declined.'); a card's is the card's. */
const declineMessage = (provider: string, reason: DeclineReason): string =>
  (reason === 'declined' ? PROVIDER_DECLINED_MESSAGES[provider as PaymentProvider] : undefined) ?? DECLINE_MESSAGES[reason];

/** The answer for an attempt someone else finished (the reconciliation, a webhook): the order's state now. */
function answerOf(order: OrderRow, attempt: PaymentRow): Result<PaymentAnswer> {
  if (order.status === 'paid') return ok({ paymentStatus: 'succeeded', order: toOrderJson(order) });
  return err('PAYMENT_DECLINED', attempt.message ?? GENERIC_ERROR_MESSAGE);
}

/**
 * The second transaction of a payment: writes what the provider answered for a `processing` attempt, under the
 * order's lock (one exhaustive switch over the store's outcomes). A charge pays the order only when the provider's
 * amount and currency equal the order's server total; otherwise it is voided. A `requires_action` attempt is settled
 * too when the provider reports it over (a webhook, the expiry): a success is paid (the shopper approved, then closed
 * the tab), its coupon redeemed again since the wait released it. Any other attempt was finished by another path and
 * is only read, so an order never goes back (paid stays paid) and events in any order end in the same state.
 * Returns the answer and a payment to void at the provider after the commit (a charge no order keeps).
 */
export async function finishAttempt(
  deps: Pick<Deps, 'db' | 'now'>,
  attemptRef: Pick<PaymentRow, 'brand' | 'id' | 'orderId'>,
  outcome: ProviderOutcome,
): Promise<{ result: Result<PaymentAnswer>; toVoid: string | null }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const order = await lockOrder(tx, attemptRef.brand, attemptRef.orderId);
    const attempt = await findPayment(tx, attemptRef.brand, attemptRef.id);
    if (!order || !attempt) return { result: err('NOT_FOUND', 'Payment not found'), toVoid: null };
    // A processing attempt holds its coupon (reserved for the call); a waiting one gave it back.
    const held = attempt.status === 'processing';
    const waitingAndOver = attempt.status === 'requires_action' && outcome.status !== 'requires_action';
    if (!held && !waitingAndOver) {
      // Finished elsewhere. A late success for an attempt written off as failed is a charge nobody keeps: void it.
      const orphan = outcome.status === 'succeeded' && attempt.status === 'failed' ? outcome.providerRef : null;
      return { result: answerOf(order, attempt), toVoid: orphan };
    }
    const fail = async (message: string, providerRef: string | null, toVoid: string | null = null) => {
      if (held) await releaseOrderCoupon(tx, order);
      await setPaymentStatus(tx, attempt, 'failed', message, now, providerRef ?? attempt.providerRef);
      return { result: err('PAYMENT_DECLINED', message), toVoid };
    };
    switch (outcome.status) {
      case 'succeeded': {
        const matches = outcome.amount === order.totalAmount && outcome.currency === order.currency;
        if (!matches || order.status !== 'pending')
          return fail(AMOUNT_MISMATCH_MESSAGE, outcome.providerRef, outcome.providerRef);
        // Never beyond its limit: a coupon used up while the shopper was away makes the charge one nobody keeps.
        if (!held && !(await reserveOrderCoupon(tx, order)).ok)
          return fail(COUPON_USED_UP_MESSAGE, outcome.providerRef, outcome.providerRef);
        await setPaymentStatus(tx, attempt, 'succeeded', null, now, outcome.providerRef);
        const paid = await settlePaidOrder(tx, order, now);
        return { result: ok({ paymentStatus: 'succeeded', order: toOrderJson(paid) }), toVoid: null };
      }
      case 'requires_action':
        // The coupon was only held for the call: it is redeemed again when the approved payment is confirmed.
        await releaseOrderCoupon(tx, order);
        await setPaymentStatus(tx, attempt, 'requires_action', null, now, outcome.providerRef);
        return {
          result: ok({ paymentStatus: 'requires_action', redirectUrl: outcome.redirectUrl, order: toOrderJson(order) }),
          toVoid: null,
        };
      case 'failed':
        return fail(declineMessage(attempt.provider, outcome.reason), outcome.providerRef);
      case 'invalid_token': {
        const done = await fail(INVALID_PAYMENT_TOKEN_MESSAGE, null);
        return { ...done, result: err('BAD_REQUEST', INVALID_PAYMENT_TOKEN_MESSAGE) };
      }
      case 'not_found':
        return fail(NEVER_REACHED_MESSAGE, null);
    }
  });
}

/** Voids a payment no order keeps, after the transaction that decided so committed. */
export async function voidOrphan(
  provider: PaymentProviderAdapter,
  attempt: Pick<PaymentRow, 'brand' | 'orderId' | 'idempotencyKey'>,
  providerRef: string | null,
): Promise<void> {
  if (providerRef === null) return;
  await provider.void({ brand: attempt.brand, orderId: attempt.orderId, idempotencyKey: attempt.idempotencyKey, providerRef });
}
