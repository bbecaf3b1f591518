import { and, eq } from 'drizzle-orm';
import type { BrandKey, CouponRule, ProductGroup } from '@store/core';
import { coupons } from '../schema';
import type { Db } from './carts';

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon of the brand by its normalised code. */
export async function findCoupon(db: Db, brand: BrandKey, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.brand, brand), eq(coupons.code, code)));
  return row ?? null;
}

/** The pure rule of a stored coupon. */
export function toCouponRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotal,
    appliesTo: row.appliesTo as ProductGroup[],
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    returningCustomerOnly: row.returningCustomerOnly,
    maxDiscount: row.maxDiscount,
    maxUnits: row.maxUnits,
  };
}
