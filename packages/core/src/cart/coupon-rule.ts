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
  /** The most the coupon takes off one cart, minor units; null is no cap (a make-good covers a capped value). */
  maxDiscount: number | null;
  /**
   * How many eligible priced units the coupon covers, the dearest first (a split-king pair is one unit); null is every
   * eligible unit. A make-good for one replacement pillow covers 1 unit, however many pillows the cart holds.
   */
  maxUnits: number | null;
  /**
   * Returning-customer coupon (WELCOMEBACK): it applies only to a shopper the returning-customer check has
   * recognised (a done order for the email, phone and ZIP, on a cart that is not a link or remote cart). Absent is false.
   */
  returningCustomerOnly?: boolean;
  /** Product ids the discount applies to, besides the groups in appliesTo; both empty means every line. Absent is []. */
  products?: readonly string[];
  /** When the coupon starts applying; null or absent is at once. */
  startsAt?: Date | null;
  /** Staff paused it: refused as if it did not exist until resumed. Absent is false. */
  paused?: boolean;
  /** Paid (or paying) orders one shopper may place with it; null or absent is no limit. */
  maxPerShopper?: number | null;
  /** What it combines with (COUPON_STACKING); absent is 'with-deals'. */
  stacking?: CouponStacking;
}

/**
 * How a coupon combines with the store's other price cuts. A cart holds one coupon at a time, so coupons never combine
 * with each other. `with-deals`: it takes its share off each covered line at the price the cart charges, after sale
 * prices, gifts with purchase and bundle or collection deals. `full-price-only`: it covers only lines sold at their list
 * price with no gift, bundle or collection deal, so a promotion is never discounted twice.
 */
export const COUPON_STACKING = ['with-deals', 'full-price-only'] as const;
export type CouponStacking = (typeof COUPON_STACKING)[number];

/** What a coupon needs to know of a cart line to decide whether it covers it. */
export interface CouponLine {
  group: ProductGroup;
  productId?: string;
  /** The line is already cut: a sale price under its list price, or a gift, bundle or collection deal. */
  onDeal: boolean;
}

/** Whether a coupon covers a line: its groups or products (both empty: every line), and its stacking. */
export function couponCoversLine(rule: CouponRule, line: CouponLine): boolean {
  if ((rule.stacking ?? 'with-deals') === 'full-price-only' && line.onDeal) return false;
  const products = rule.products ?? [];
  if (rule.appliesTo.length === 0 && products.length === 0) return true;
  return rule.appliesTo.includes(line.group) || (line.productId !== undefined && products.includes(line.productId));
}

/** What the store knows about the shopper when a coupon is checked. */
export interface CouponShopper {
  /** The returning-customer check recognised this shopper. */
  returningCustomer: boolean;
  /**
   * How many paid or paying orders this shopper (by email or account) already placed with the coupon; absent while the
   * shopper is not known yet (a cart before checkout), when the per-shopper limit is checked at the order instead.
   */
  redemptions?: number;
}

/**
 * Until checkout builds the returning-customer check, nobody is recognised: a returning-customer coupon is
 * refused for everyone rather than given to anyone.
 */
export const UNRECOGNISED_SHOPPER: CouponShopper = { returningCustomer: false };

export const RETURNING_CUSTOMER_COUPON_MESSAGE = 'This coupon is for returning customers';

export type CouponRefusal = 'paused' | 'not-started' | 'expired' | 'exhausted' | 'shopper-limit' | 'returning-customer';
export type CouponCheck = { ok: true } | { ok: false; reason: CouponRefusal };

/**
 * Coupons: a paused one or one not started yet is refused as if unknown; an expired coupon carries the expired marker;
 * a used-up one is refused too, and so is one the shopper has used as often as it allows each shopper; a
 * returning-customer coupon needs a recognised returning customer.
 */
export function checkCoupon(rule: CouponRule, now: Date, shopper: CouponShopper): CouponCheck {
  if (rule.paused === true) return { ok: false, reason: 'paused' };
  if (rule.startsAt && rule.startsAt.getTime() > now.getTime()) return { ok: false, reason: 'not-started' };
  if (rule.expiresAt && rule.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (rule.maxRedemptions !== null && rule.redemptions >= rule.maxRedemptions) return { ok: false, reason: 'exhausted' };
  const perShopper = rule.maxPerShopper ?? null;
  if (perShopper !== null && shopper.redemptions !== undefined && shopper.redemptions >= perShopper)
    return { ok: false, reason: 'shopper-limit' };
  if (rule.returningCustomerOnly === true && !shopper.returningCustomer) return { ok: false, reason: 'returning-customer' };
  return { ok: true };
}

/** Priced units of one line that cost the same: a line's units in groups (paid units, gifted units). */
export interface UnitGroup {
  unitPrice: number;
  units: number;
}

/**
 * The value a coupon covers on each eligible line (ineligible lines pass no units): every unit when maxUnits is null,
 * else the maxUnits dearest units of the cart (equal prices: the earlier line first), so a coupon bounded to one unit
 * takes one unit off however many the cart holds.
 */
export function coveredValues(maxUnits: number | null, units: readonly (readonly UnitGroup[])[]): number[] {
  const value = (groups: readonly UnitGroup[]) => groups.reduce((s, g) => s + g.unitPrice * g.units, 0);
  if (maxUnits === null) return units.map(value);
  const covered = units.map(() => 0);
  const dearestFirst = units
    .flatMap((groups, line) => groups.map((g) => ({ ...g, line })))
    .sort((a, b) => b.unitPrice - a.unitPrice || a.line - b.line);
  let left = Math.max(0, maxUnits);
  for (const group of dearestFirst) {
    if (left === 0) break;
    const taken = Math.min(left, group.units);
    covered[group.line] = (covered[group.line] ?? 0) + taken * group.unitPrice;
    left -= taken;
  }
  return covered;
}

/**
 * The discount a coupon gives, minor units: its percent or amount of the value it covers (lines at their prices before
 * the coupon), never more than that value nor its maxDiscount cap; nothing below the cart's minimum subtotal.
 */
export function couponAmount(rule: CouponRule, coveredSubtotal: number, merchandiseSubtotal: number): number {
  if (merchandiseSubtotal < rule.minSubtotal || coveredSubtotal <= 0) return 0;
  const amount = rule.kind === 'percent' ? Math.round((coveredSubtotal * rule.value) / 100) : rule.value;
  const capped = rule.maxDiscount === null ? amount : Math.min(amount, Math.max(0, rule.maxDiscount));
  return Math.min(capped, coveredSubtotal);
}
