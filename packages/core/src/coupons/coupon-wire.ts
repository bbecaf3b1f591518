import { z } from 'zod';
import { BRAND_KEYS } from '../brands';
import { catalogCouponSchema } from '../catalog-file/sections';
import { COUPON_STATUSES, couponRuleIssues } from './coupon-rules';
import { safeText } from '../text/safe-text';

/**
 * What staff send for a coupon: exactly the catalogue file's coupon (the same schema, no other field) and the rules
 * its schema alone cannot see. How often it was redeemed is the store's count, never the client's.
 */
export const couponRulesSchema = catalogCouponSchema.strict().superRefine((coupon, ctx) => {
  for (const issue of couponRuleIssues(coupon)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});
export type CouponRules = z.infer<typeof couponRulesSchema>;

/** POST /admin/coupons: the brand it is for and its rules. */
export const newCouponSchema = z.strictObject({ brand: z.enum(BRAND_KEYS), coupon: couponRulesSchema });

/** PUT /admin/coupons/{brand}/{code}: the rules and the version the editor read (a stale one is refused). */
export const couponEditSchema = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  coupon: couponRulesSchema,
});

/** Pause, resume and expire now carry the version read, like an edit. */
export const couponVersionSchema = z.strictObject({ version: z.number().int().min(1).max(2_147_483_647) });

/** A coupon as staff see it: its rules, the store's count, where it stands, and the version an edit must name. */
export const adminCouponSchema = z.object({
  brand: z.enum(BRAND_KEYS),
  rules: catalogCouponSchema,
  redemptions: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** One paid order that used a coupon. */
export const couponRedemptionSchema = z.object({
  orderId: z.string(),
  shortId: z.string(),
  paidAt: z.string(),
  email: z.string(),
  discount: z.number().int(),
  currency: z.string(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

export const couponDetailSchema = z.object({ coupon: adminCouponSchema, orders: z.array(couponRedemptionSchema) });
export type CouponDetail = z.infer<typeof couponDetailSchema>;

export const couponListSchema = z.object({ coupons: z.array(adminCouponSchema) });

/** GET /admin/coupons filters. */
export const couponListQuerySchema = z.strictObject({
  brand: z.enum(BRAND_KEYS).optional(),
  status: z.enum(COUPON_STATUSES).optional(),
  // Safe text: a NUL byte or a lone surrogate is refused here (400), never sent to the database.
  q: safeText({ max: 20 }).optional(),
});
