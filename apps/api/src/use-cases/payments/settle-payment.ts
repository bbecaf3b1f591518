import { err, ok, type BrandKey, type Result } from '@store/core';
import { recordEvent, type Db } from '../../db/repositories/carts';
import { holdCoupon, releaseHold } from '../../db/repositories/coupon-holds';
import { consumeCart, markOrderPaid, type OrderRow } from '../../db/repositories/payments';
import { COUPON_USED_MESSAGE } from '../carts/check-coupon-code';

/** The coupon guard's refusal: the order's coupon was used up by another paid order since it was applied. */
export const COUPON_USED_UP_MESSAGE = `${COUPON_USED_MESSAGE}: remove it from your cart to place the order`;

/**
 * Coupon guard, BEFORE any charge: the order's coupon is redeemed now (atomically, within its maxRedemptions and its
 * per-shopper limit, under the coupon row's lock), so ONCE50 is redeemed by at most one paid order and a once-a-shopper
 * code by one order of each shopper, however many tabs pay at once. The caller gives it back with `releaseOrderCoupon`
 * if no charge follows.
 */
export async function reserveOrderCoupon(tx: Db, order: OrderRow): Promise<Result<null>> {
  if (!order.couponCode) return ok(null);
  const refused = await holdCoupon(tx, { ...order, couponCode: order.couponCode });
  return refused === null ? ok(null) : err('INVALID_COUPON', COUPON_USED_UP_MESSAGE, 'coupon-used');
}

export async function releaseOrderCoupon(tx: Db, order: OrderRow): Promise<void> {
  if (order.couponCode) await releaseHold(tx, { ...order, couponCode: order.couponCode });
}

/**
 * A succeeded charge, in the payment's transaction: the order paid, its cart consumed (the session's next cart is
 * new) and the `orderPaid` outbox event (the confirmation email's worker reads it). The coupon was redeemed by
 * `reserveOrderCoupon` before the charge; the caller wrote the payment row.
 */
export async function settlePaidOrder(tx: Db, order: OrderRow, now: Date): Promise<OrderRow> {
  const paid = await markOrderPaid(tx, order, now);
  await consumeCart(tx, order.brand, order.cartId);
  await recordEvent(tx, order.brand as BrandKey, 'orderPaid', order.cartId, { orderId: order.id });
  return paid;
}
