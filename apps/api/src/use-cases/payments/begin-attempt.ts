import {
  CART_CHANGED_MESSAGE,
  cartChangedSinceOrder,
  err,
  isZeroTotalPaymentToken,
  ok,
  paymentTokenReference,
  PAYMENT_PROVIDER_NOT_FOUND,
  type Result,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { type Db } from '../../db/repositories/carts';
import {
  findLivePayment,
  insertPayment,
  lockSessionOrderAndCart,
  setPaymentStatus,
  setPaymentTokenReference,
  type OrderRow,
  type PaymentRow,
} from '../../db/repositories/payments';
import type { PaymentProviderAdapter } from '../../payments/provider';
import { providerFor } from '../../payments/registry';
import { loadCart } from '../carts/load-cart';
import { toOrderJson } from '../orders/order-json';
import type { PaymentAnswer } from './order-result';
import { reserveOrderCoupon, settlePaidOrder } from './settle-payment';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
const ORDER_CANCELLED_MESSAGE = 'This order was cancelled';
export const PLACEHOLDER_NEEDS_ZERO_TOTAL_MESSAGE = 'A card is needed: this order has an amount to pay';
export const PAYMENT_IN_PROGRESS_MESSAGE = 'Your payment is being processed. Please wait a moment before trying again.';

/** How long an attempt may stay `processing` before it counts as abandoned (its process died): then it is reconciled. */
export const PROCESSING_LEASE_MS = 60_000;

export interface PayOrderInput {
  sessionHash: string;
  orderId: string;
  paymentToken: string;
}

/** What the first transaction decided: answer now, call the provider for a recorded attempt, or reconcile one first. */
export type AttemptStart =
  | { kind: 'answer'; result: Result<PaymentAnswer> }
  | {
      kind: 'charge' | 'confirm';
      order: OrderRow;
      attempt: PaymentRow;
      provider: PaymentProviderAdapter;
      /** An unfinished attempt this one replaced: voided at its provider once the transaction committed. */
      replaced: PaymentRow | null;
    }
  | { kind: 'reconcile'; attempt: PaymentRow; provider: PaymentProviderAdapter };

const answer = (result: Result<PaymentAnswer>): AttemptStart => ({ kind: 'answer', result });

/**
 * "recorded before the provider is called": the first of a payment's two transactions. Under the order's lock
 * it answers what needs no provider (paid already, cancelled, cart changed, zero total, no provider, a payment still
 * processing), reserves the coupon and records the attempt as `processing` with its idempotency key. The provider is
 * called after this commits; a process killed after the call leaves a `processing` attempt for the reconciliation.
 * A token equal to the waiting attempt's provider reference confirms it (a return from the provider's page); any other
 * token replaces that unfinished attempt.
 */
export async function beginAttempt(
  ctx: RequestContext,
  input: PayOrderInput,
  deps: Pick<Deps, 'db' | 'now' | 'payments' | 'tax'>,
): Promise<AttemptStart> {
  return deps.db.transaction(async (tx): Promise<AttemptStart> => {
    const now = deps.now();
    const locked = await lockSessionOrderAndCart(tx, ctx.brand, input.sessionHash, input.orderId);
    if (!locked) return answer(err('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE));
    const { order, cart } = locked;
    if (order.status === 'paid') return answer(ok({ paymentStatus: 'succeeded', order: toOrderJson(order) }));
    if (order.status === 'cancelled') return answer(err('CONFLICT', ORDER_CANCELLED_MESSAGE));
    if (!cart || cartChangedSinceOrder(order.cart, await loadCart(ctx, tx, cart, deps)))
      return answer(err('CONFLICT', CART_CHANGED_MESSAGE, 'cart-changed'));
    if (order.totalAmount === 0) return answer(await payNothing(tx, order, input.paymentToken, now));
    if (isZeroTotalPaymentToken(input.paymentToken)) return answer(err('BAD_REQUEST', PLACEHOLDER_NEEDS_ZERO_TOTAL_MESSAGE));
    const provider = providerFor(deps.payments, ctx.brandConfig, order.paymentDetails.billingProvider);
    if (!provider) return answer(err('PROVIDER_NOT_FOUND', PAYMENT_PROVIDER_NOT_FOUND));
    const live = await findLivePayment(tx, order);
    if (live?.status === 'processing') {
      if (now.getTime() - live.updatedAt.getTime() >= PROCESSING_LEASE_MS) return { kind: 'reconcile', attempt: live, provider };
      return answer(err('CONFLICT', PAYMENT_IN_PROGRESS_MESSAGE, 'payment-in-progress'));
    }
    const coupon = await reserveOrderCoupon(tx, order);
    if (!coupon.ok) return answer(coupon);
    if (live?.status === 'requires_action' && live.providerRef === input.paymentToken) {
      await setPaymentStatus(tx, live, 'processing', null, now);
      return { kind: 'confirm', order, attempt: { ...live, status: 'processing', updatedAt: now }, provider, replaced: null };
    }
    if (live?.status === 'requires_action')
      await setPaymentStatus(tx, live, 'failed', 'Replaced by another payment attempt', now);
    const base = { brand: order.brand, orderId: order.id, amount: order.totalAmount, currency: order.currency };
    const provided = { provider: order.paymentDetails.billingProvider, providerRef: null, message: null };
    const attempt = await insertPayment(tx, { ...base, ...provided, status: 'processing' }, now);
    const referenced = await setPaymentTokenReference(tx, order, paymentTokenReference(input.paymentToken));
    return { kind: 'charge', order: referenced, attempt, provider, replaced: live };
  });
}

/** A zero total needs no card (the placeholder token); the order is paid without a charge. */
async function payNothing(tx: Db, order: OrderRow, token: string, now: Date): Promise<Result<PaymentAnswer>> {
  const coupon = await reserveOrderCoupon(tx, order);
  if (!coupon.ok) return coupon;
  const base = { brand: order.brand, orderId: order.id, amount: 0, currency: order.currency };
  await insertPayment(tx, { ...base, provider: 'none', status: 'succeeded', providerRef: null, message: null }, now);
  const referenced = await setPaymentTokenReference(tx, order, paymentTokenReference(token));
  return ok({ paymentStatus: 'succeeded', order: toOrderJson(await settlePaidOrder(tx, referenced, now)) });
}
