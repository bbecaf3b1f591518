import { and, eq, ne, or, sql } from 'drizzle-orm';
import { couponHolds, coupons } from '../schema';
import type { Db } from './carts';
import { redeemCoupon, releaseCoupon } from './payments';

/** Who a shopper is for a per-shopper limit: the order's lower-cased email and, when signed in, the account. */
export interface CouponShopperKey {
  emailKey: string;
  accountId: string | null;
}

/** The order holding a use: the fields of an order row a hold needs. */
export interface HoldingOrder extends CouponShopperKey {
  id: string;
  brand: string;
  couponCode: string;
}

/** How many uses of the coupon this shopper holds (paid or paying orders), other than `exceptOrderId`'s. */
export async function shopperRedemptions(
  db: Db,
  brand: string,
  code: string,
  shopper: CouponShopperKey,
  exceptOrderId: string | null = null,
): Promise<number> {
  const sameShopper =
    shopper.accountId === null
      ? eq(couponHolds.emailKey, shopper.emailKey)
      : or(eq(couponHolds.emailKey, shopper.emailKey), eq(couponHolds.accountId, shopper.accountId));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponHolds)
    .where(
      and(
        eq(couponHolds.brand, brand),
        eq(couponHolds.code, code),
        sameShopper,
        exceptOrderId === null ? undefined : ne(couponHolds.orderId, exceptOrderId),
      ),
    );
  return row?.n ?? 0;
}

export type HoldRefusal = 'exhausted' | 'shopper-limit';

/**
 * Takes one use of the order's coupon, exactly once: the coupon row is locked first, so concurrent payments (two tabs)
 * queue here and each counts the holds the one before it committed; then the per-shopper limit, then the total limit
 * (redeemCoupon's guarded increment), then the hold itself. Taking it again for an order that holds it counts it once.
 */
export async function holdCoupon(tx: Db, order: HoldingOrder): Promise<HoldRefusal | null> {
  const [coupon] = await tx
    .select({ maxPerShopper: coupons.maxPerShopper })
    .from(coupons)
    .where(and(eq(coupons.brand, order.brand), eq(coupons.code, order.couponCode)))
    .for('update');
  if (!coupon) return 'exhausted';
  if (coupon.maxPerShopper !== null) {
    const used = await shopperRedemptions(tx, order.brand, order.couponCode, order, order.id);
    if (used >= coupon.maxPerShopper) return 'shopper-limit';
  }
  if (!(await redeemCoupon(tx, order.brand, order.couponCode))) return 'exhausted';
  await tx
    .insert(couponHolds)
    .values({
      orderId: order.id,
      brand: order.brand,
      code: order.couponCode,
      emailKey: order.emailKey,
      accountId: order.accountId,
    })
    .onConflictDoNothing();
  return null;
}

/** Gives the order's use back (the charge it was taken for did not happen). */
export async function releaseHold(tx: Db, order: HoldingOrder): Promise<void> {
  await releaseCoupon(tx, order.brand, order.couponCode);
  await tx.delete(couponHolds).where(eq(couponHolds.orderId, order.id));
}
