import { and, eq } from 'drizzle-orm';
import type { BrandKey, CouponRule, ProductGroup } from '@store/core';
import type { CatalogCoupon } from '@store/core/catalog-file/sections';
import { coupons } from '../schema';
import type { Db } from './carts';

export type CouponRow = typeof coupons.$inferSelect;
/** The columns that are a coupon's rules: everything but its brand, the store's count and the version. */
export type CouponColumns = Omit<CouponRow, 'brand' | 'redemptions' | 'version' | 'updatedAt'>;

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
    products: row.products,
    startsAt: row.startsAt,
    paused: row.paused,
    maxPerShopper: row.maxPerShopper,
    stacking: row.stacking,
  };
}

/** A stored coupon's rules as the catalogue file (and the staff API) write them. */
export function couponRulesOf(row: CouponColumns): CatalogCoupon {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotal,
    appliesTo: row.appliesTo as ProductGroup[],
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    keepWhenZero: row.keepWhenZero,
    returningCustomerOnly: row.returningCustomerOnly,
    maxDiscount: row.maxDiscount,
    maxUnits: row.maxUnits,
    products: row.products,
    startsAt: row.startsAt?.toISOString() ?? null,
    paused: row.paused,
    maxPerShopper: row.maxPerShopper,
    stacking: row.stacking,
  };
}

/** The columns a coupon's rules are stored in. */
export function couponColumnsOf(rules: CatalogCoupon): CouponColumns {
  return {
    ...rules,
    expiresAt: rules.expiresAt === null ? null : new Date(rules.expiresAt),
    startsAt: rules.startsAt === null ? null : new Date(rules.startsAt),
  };
}
