import type { Result } from '@store/core';
import type { Db } from '../../db/repositories/carts';
import { setPaymentStatus, type OrderRow, type PaymentRow } from '../../db/repositories/payments';
import type { PaymentProviderAdapter } from '../../payments/provider';
import type { PaymentAnswer } from './order-result';
import { applyOutcome } from './payment-outcome';
import { reserveOrderCoupon } from './settle-payment';

/**
 * The return from 3-D Secure (or a redirect provider): the waiting payment is confirmed with its provider, which
 * charges only an approved intent. The coupon guard runs first, so a coupon used up in the meantime refuses the
 * payment and the approved intent is cancelled without a charge.
 */
export async function confirmWaitingPayment(
  tx: Db,
  order: OrderRow,
  waiting: PaymentRow,
  provider: PaymentProviderAdapter,
  now: Date,
): Promise<Result<PaymentAnswer>> {
  const io = { db: tx, now };
  const ref = { brand: order.brand, orderId: order.id, providerRef: waiting.providerRef ?? '' };
  const coupon = await reserveOrderCoupon(tx, order);
  if (!coupon.ok) {
    await provider.cancel(ref, io);
    await setPaymentStatus(tx, waiting, 'failed', coupon.error.message, now);
    return coupon;
  }
  return applyOutcome(tx, order, provider.name, await provider.confirm(ref, io), waiting, now);
}
