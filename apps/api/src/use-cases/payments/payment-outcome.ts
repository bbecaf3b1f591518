import {
  AUTHENTICATION_CANCELLED_MESSAGE,
  CARD_DECLINED_MESSAGE,
  err,
  INSUFFICIENT_FUNDS_MESSAGE,
  ok,
  type Result,
} from '@store/core';
import type { Db } from '../../db/repositories/carts';
import { insertPayment, setPaymentStatus, type OrderRow, type PaymentRow } from '../../db/repositories/payments';
import type { ProviderOutcome } from '../../payments/provider';
import type { PaymentAnswer } from './order-result';
import { toOrderJson } from '../orders/order-json';
import { releaseOrderCoupon, settlePaidOrder } from './settle-payment';

export const INVALID_PAYMENT_TOKEN_MESSAGE = 'Your card details have expired or were already used. Please enter your card again.';

const DECLINE_MESSAGES = {
  insufficient_funds: INSUFFICIENT_FUNDS_MESSAGE,
  declined: CARD_DECLINED_MESSAGE,
  authentication_cancelled: AUTHENTICATION_CANCELLED_MESSAGE,
} as const;

/**
 * Records what the provider answered, in the payment's transaction (one exhaustive switch over the store's outcomes):
 * a charge pays the order; a 3-D Secure wait keeps one live payment; a decline keeps a failed attempt and gives the
 * coupon back. `waiting` is the order's payment already waiting for the shopper (confirm path), else a row is added.
 */
export async function applyOutcome(
  tx: Db,
  order: OrderRow,
  provider: string,
  outcome: ProviderOutcome,
  waiting: PaymentRow | null,
  now: Date,
): Promise<Result<PaymentAnswer>> {
  const record = async (status: PaymentRow['status'], providerRef: string | null, message: string | null) => {
    if (waiting) return setPaymentStatus(tx, waiting, status, message, now);
    const base = { brand: order.brand, orderId: order.id, amount: order.totalAmount, currency: order.currency };
    await insertPayment(tx, { ...base, provider, status, providerRef, message }, now);
  };
  switch (outcome.status) {
    case 'succeeded':
      await record('succeeded', outcome.providerRef, null);
      return ok({ paymentStatus: 'succeeded', order: toOrderJson(await settlePaidOrder(tx, order, now)) });
    case 'requires_action':
      // The coupon was only checked: it is redeemed when the approved payment is confirmed.
      await releaseOrderCoupon(tx, order);
      if (!waiting) await record('requires_action', outcome.providerRef, null);
      return ok({ paymentStatus: 'requires_action', redirectUrl: outcome.redirectUrl, order: toOrderJson(order) });
    case 'failed':
      await releaseOrderCoupon(tx, order);
      await record('failed', outcome.providerRef, DECLINE_MESSAGES[outcome.reason]);
      return err('PAYMENT_DECLINED', DECLINE_MESSAGES[outcome.reason]);
    case 'invalid_token':
      await releaseOrderCoupon(tx, order);
      return err('BAD_REQUEST', INVALID_PAYMENT_TOKEN_MESSAGE);
  }
}
