import type { CouponStacking } from '@store/core/cart/coupon-rule';
import type { CouponStatus } from '@store/core/coupons/coupon-rules';
import { BRANDS, isBrandKey } from '@store/core/brands';
import type { BadgeTone } from '../../components/ui/badge';
import { formatMinor } from '../../lib/money';
import type { AdminCoupon } from '../../lib/api/coupons';

export const COUPON_STATUS: Record<CouponStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'good' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  paused: { label: 'Paused', tone: 'warn' },
  expired: { label: 'Expired', tone: 'neutral' },
  'used-up': { label: 'Used up', tone: 'neutral' },
};

export const STACKING_LABELS: Record<CouponStacking, string> = {
  'with-deals': 'On top of sale prices and deals',
  'full-price-only': 'Only on full-price lines',
};

export const currencyOf = (brand: string): string => (isBrandKey(brand) ? BRANDS[brand].currency : 'USD');

/** What the coupon takes off, in a few words: "15% off", "$50.00 off", with its cap. */
export function couponOffer(coupon: Pick<AdminCoupon, 'brand' | 'rules'>): string {
  const { rules } = coupon;
  const currency = currencyOf(coupon.brand);
  const off = rules.kind === 'percent' ? `${rules.value}% off` : `${formatMinor(rules.value, currency)} off`;
  return rules.maxDiscount === null ? off : `${off} (at most ${formatMinor(rules.maxDiscount, currency)})`;
}

/** Uses so far against the limit: "3 of 25", "3" when unlimited. */
export const usesText = (coupon: Pick<AdminCoupon, 'redemptions' | 'rules'>): string =>
  coupon.rules.maxRedemptions === null ? String(coupon.redemptions) : `${coupon.redemptions} of ${coupon.rules.maxRedemptions}`;
