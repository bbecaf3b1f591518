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
  /**
   * SPEC §4 returning-customer coupon (WELCOMEBACK): it applies only to a shopper the returning-customer check has
   * recognised (a done order for the email, phone and ZIP, on a cart that is not a link or remote cart). Absent is false.
   */
  returningCustomerOnly?: boolean;
}

/** What the store knows about the shopper when a coupon is checked. */
export interface CouponShopper {
  /** The SPEC §4 returning-customer check recognised this shopper. */
  returningCustomer: boolean;
}

/**
 * Until checkout builds the SPEC §4 returning-customer check, nobody is recognised: a returning-customer coupon is
 * refused for everyone rather than given to anyone.
 */
export const UNRECOGNISED_SHOPPER: CouponShopper = { returningCustomer: false };

export const RETURNING_CUSTOMER_COUPON_MESSAGE = 'This coupon is for returning customers';

export type CouponRefusal = 'expired' | 'exhausted' | 'returning-customer';
export type CouponCheck = { ok: true } | { ok: false; reason: CouponRefusal };

/**
 * SPEC §4 Coupons: an expired coupon carries the expired marker; a used-up one is refused too; a returning-customer
 * coupon needs a recognised returning customer.
 */
export function checkCoupon(rule: CouponRule, now: Date, shopper: CouponShopper): CouponCheck {
  if (rule.expiresAt && rule.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (rule.maxRedemptions !== null && rule.redemptions >= rule.maxRedemptions) return { ok: false, reason: 'exhausted' };
  if (rule.returningCustomerOnly === true && !shopper.returningCustomer) return { ok: false, reason: 'returning-customer' };
  return { ok: true };
}

/** The discount a coupon gives on lines (their prices before the coupon), minor units, never more than what it applies to. */
export function couponAmount(rule: CouponRule, eligibleSubtotal: number, merchandiseSubtotal: number): number {
  if (merchandiseSubtotal < rule.minSubtotal || eligibleSubtotal <= 0) return 0;
  const amount = rule.kind === 'percent' ? Math.round((eligibleSubtotal * rule.value) / 100) : rule.value;
  return Math.min(amount, eligibleSubtotal);
}
