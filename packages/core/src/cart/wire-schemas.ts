import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { CART_ID_PATTERN } from './cart-id';
import { addLineSchema, cartSchema } from './cart-schema';

/**
 * Wire shapes the API and the storefront share ("one schema per wire shape"): the API validates and documents
 * with them, the web parses answers with them. The cart itself and a new cart line live in cart-schema.ts.
 */

/** GET /carts/quote: at most this many described lines. */
export const MAX_QUOTE_LINES = 20;

/** GET /carts/quote's `carts` (base64 JSON): lines as POST /carts/my/items takes them; a child's forItem is `q{index}`. */
export const quoteDescriptionSchema = z.strictObject({
  items: z.array(addLineSchema).min(1).max(MAX_QUOTE_LINES),
  couponCode: safeText({ max: 40 }).optional(),
});
export type QuoteDescription = z.infer<typeof quoteDescriptionSchema>;

/** GET /carts/quote's answer: a Cart without an id, priced exactly as the cart would price those lines. */
export const quoteResultSchema = cartSchema.omit({ id: true });
export type Quote = z.infer<typeof quoteResultSchema>;

/** Cart id, as a path parameter or a merge body field. */
export const cartIdSchema = safeText({ max: 24 }).regex(CART_ID_PATTERN, 'Invalid cart id');

/** GET /carts/{cartId}/remoteToken. */
export const remoteTokenSchema = z.object({ remoteToken: z.string(), expiresIn: z.number() });
export type RemoteToken = z.infer<typeof remoteTokenSchema>;

/** One entry of POST /carts/coupons/validate's answer. */
export const couponValidationSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  expired: z.boolean(),
  message: z.string().nullable(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;
export const couponValidationResultSchema = z.array(z.object({ couponDetails: couponValidationSchema }));

/** GET /carts/{cartId}/items/product/type/cdd-service: the dates offered and the one chosen. */
export const certainDeliverySchema = z.object({ dates: z.array(z.string()), selected: z.string().nullable() });
