import {
  CART_CHANGED_MESSAGE,
  cartChangedSinceOrder,
  err,
  isZeroTotalPaymentToken,
  ok,
  PAYMENT_PROVIDER_NOT_FOUND,
  type Result,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findCart, type Db } from '../../db/repositories/carts';
import { loadCart } from '../carts/load-cart';
import {
  findLivePayment,
  insertPayment,
  lockSessionOrder,
  setPaymentStatus,
  type OrderRow,
} from '../../db/repositories/payments';
import { providerFor } from '../../payments/registry';
import { confirmWaitingPayment } from './confirm-payment';
import type { PaymentAnswer } from './order-result';
import { toOrderJson } from '../orders/order-json';
import { applyOutcome } from './payment-outcome';
import { reserveOrderCoupon, settlePaidOrder } from './settle-payment';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
const ORDER_CANCELLED_MESSAGE = 'This order was cancelled';
export const PLACEHOLDER_NEEDS_ZERO_TOTAL_MESSAGE = 'A card is needed: this order has an amount to pay';

export interface PayOrderInput {
  sessionHash: string;
  orderId: string;
  paymentToken: string;
}

/**
 * POST /orders/{id}/payment. One transaction holds the order's row lock, so however many requests pay one order, on
 * however many processes, they run one after another: the first charges, the others find the order paid and answer
 * its success again without calling the provider. Amount and currency are the order's frozen total; the coupon is
 * redeemed before the charge (refused when used up); a token equal to the waiting payment's intent confirms it (the
 * 3-D Secure return), any other token replaces that unfinished attempt. A cart whose choices changed since the order
 * froze it is refused (409): the shopper places the order again, so what is charged is what the cart holds.
 */
export async function payOrder(ctx: RequestContext, input: PayOrderInput, deps: Pick<Deps, 'db' | 'now'>) {
  return deps.db.transaction(async (tx): Promise<Result<PaymentAnswer>> => {
    const now = deps.now();
    const order = await lockSessionOrder(tx, ctx.brand, input.sessionHash, input.orderId);
    if (!order) return err('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
    if (order.status === 'paid') return ok({ paymentStatus: 'succeeded', order: toOrderJson(order) });
    if (order.status === 'cancelled') return err('CONFLICT', ORDER_CANCELLED_MESSAGE);
    // The order froze the cart; paying consumes the cart, so a cart changed since (another tab) is placed again first.
    const cart = await findCart(tx, ctx.brand, order.cartId);
    if (!cart || cartChangedSinceOrder(order.cart, await loadCart(ctx, tx, cart, deps)))
      return err('CONFLICT', CART_CHANGED_MESSAGE, 'cart-changed');
    if (order.totalAmount === 0) return payNothing(tx, order, now);
    if (isZeroTotalPaymentToken(input.paymentToken)) return err('BAD_REQUEST', PLACEHOLDER_NEEDS_ZERO_TOTAL_MESSAGE);
    const provider = providerFor(ctx.brandConfig, order.paymentDetails.billingProvider);
    if (!provider) return err('PROVIDER_NOT_FOUND', PAYMENT_PROVIDER_NOT_FOUND);
    const waiting = await findLivePayment(tx, order);
    if (waiting && waiting.providerRef === input.paymentToken) return confirmWaitingPayment(tx, order, waiting, provider, now);
    const coupon = await reserveOrderCoupon(tx, order);
    if (!coupon.ok) return coupon;
    const io = { db: tx, now };
    if (waiting) {
      await provider.cancel({ brand: order.brand, orderId: order.id, providerRef: waiting.providerRef ?? '' }, io);
      await setPaymentStatus(tx, waiting, 'failed', 'Replaced by another payment attempt', now);
    }
    const charge = { ...input, brand: order.brand, amount: order.totalAmount, currency: order.currency };
    const outcome = await provider.charge({ ...charge, idempotencyKey: `${order.id}:${input.paymentToken}` }, io);
    return applyOutcome(tx, order, provider.name, outcome, null, now);
  });
}

/** SPEC §5: a zero total needs no card (the placeholder token); the order is paid without a charge. */
async function payNothing(tx: Db, order: OrderRow, now: Date): Promise<Result<PaymentAnswer>> {
  const coupon = await reserveOrderCoupon(tx, order);
  if (!coupon.ok) return coupon;
  const base = { brand: order.brand, orderId: order.id, amount: 0, currency: order.currency };
  await insertPayment(tx, { ...base, provider: 'none', status: 'succeeded', providerRef: null, message: null }, now);
  return ok({ paymentStatus: 'succeeded', order: toOrderJson(await settlePaidOrder(tx, order, now)) });
}
