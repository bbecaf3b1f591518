import type { ProductGroup } from '../product';

/** A coupon as the store defines it; the client only ever sends a code. */
export interface CouponRule {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (0-100) or minor units. */
  value: number;
  /** Minimum merchandise subtotal, minor units. */
  minSubtotal: number;
  /** Product groups the discount applies to; empty means every line. */
  appliesTo: readonly ProductGroup[];
  expiresAt: Date | null;
  /** Total redemptions allowed across all shoppers; null is unlimited. */
  maxRedemptions: number | null;
  redemptions: number;
}

export type CouponCheck = { ok: true } | { ok: false; reason: 'expired' | 'exhausted' };

/** SPEC §4 Coupons: an expired coupon carries the expired marker; a used-up one is refused too. */
export function checkCoupon(rule: CouponRule, now: Date): CouponCheck {
  if (rule.expiresAt && rule.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (rule.maxRedemptions !== null && rule.redemptions >= rule.maxRedemptions) return { ok: false, reason: 'exhausted' };
  return { ok: true };
}

/** The discount a coupon gives on lines (their prices before the coupon), minor units, never more than what it applies to. */
export function couponAmount(rule: CouponRule, eligibleSubtotal: number, merchandiseSubtotal: number): number {
  if (merchandiseSubtotal < rule.minSubtotal || eligibleSubtotal <= 0) return 0;
  const amount = rule.kind === 'percent' ? Math.round((eligibleSubtotal * rule.value) / 100) : rule.value;
  return Math.min(amount, eligibleSubtotal);
}
