import { z } from 'zod';
import { RECOMMENDATION_CONTEXTS } from '../pages';
import { safeId, safeText } from '../text/safe-text';
import { decodeCartSkus } from './cart-skus';
import { RECOMMENDATION_CATEGORIES, RECOMMENDATION_DEFAULT_LIMIT, RECOMMENDATION_MAX_LIMIT } from './strategies';

/** `GET /recommendations/v3/{type}`: the type is a recommendation context. */
export const recommendationParamsSchema = z.object({
  type: z.enum(RECOMMENDATION_CONTEXTS, {
    error: () => `type must be one of ${RECOMMENDATION_CONTEXTS.join(', ')}`,
  }),
});

/** `dd`: the device id (lib/device-id.ts makes 22 base64url characters). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const DEVICE_ID_MESSAGE = 'dd must be 1 to 64 letters, digits, dashes or underscores';
export const DEVICE_ID_REQUIRED_MESSAGE = 'dd (the device id) is required';

/** The call's query: `dd`, `cartSkus`, and the store's additions `productId`, `category` and `limit`. */
export const recommendationQuerySchema = z.object({
  // The pattern admits no control character, so this is as safe as safeText (whose message would not name dd).
  dd: z.string({ error: DEVICE_ID_REQUIRED_MESSAGE }).regex(DEVICE_ID_PATTERN, DEVICE_ID_MESSAGE),
  cartSkus: safeText({ max: 8192 })
    .default('')
    .transform((value, ctx) => {
      const decoded = decodeCartSkus(value);
      if (decoded.ok) return decoded.value;
      ctx.addIssue({ code: 'custom', message: decoded.error.message });
      return z.NEVER;
    }),
  /** The viewed product (product context). */
  productId: safeId(100)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'productId must be a product id')
    .optional(),
  /** The category path without '/' (category context): mattresses, bed-frames, compare-pillows, sale, bedding. */
  category: z
    .enum(RECOMMENDATION_CATEGORIES as [string, ...string[]], {
      error: () => `category must be one of ${RECOMMENDATION_CATEGORIES.join(', ')}`,
    })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 12' })
    .int('limit must be a whole number from 1 to 12')
    .min(1, 'limit must be a whole number from 1 to 12')
    .max(RECOMMENDATION_MAX_LIMIT, 'limit must be a whole number from 1 to 12')
    .default(RECOMMENDATION_DEFAULT_LIMIT),
});
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;

/** Recommendation slot: the product id (`key`), the sku to add, its score and the strategy that ranked it. */
export const recommendationSlotSchema = z.object({
  key: z.string(),
  sku: z.string(),
  score: z.number().min(0).max(1),
  strId: z.string(),
});
export type RecommendationSlot = z.infer<typeof recommendationSlotSchema>;

/** Answer's result: the row's name and its products, best first. */
export const recommendationResultSchema = z.object({
  name: z.string(),
  products: z.array(recommendationSlotSchema),
});
export type RecommendationResult = z.infer<typeof recommendationResultSchema>;
