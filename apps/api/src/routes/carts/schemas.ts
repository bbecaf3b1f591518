import { z } from 'zod';
import { addLineSchema, cartIdSchema, cartSchema, safeText } from '@store/core';
import { errorEnvelope, okEnvelope } from '../schemas';

export const cartResponses = {
  200: okEnvelope(cartSchema),
  400: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  412: errorEnvelope,
  429: errorEnvelope,
};
export const cartIdParam = z.object({ cartId: cartIdSchema });
export const itemParam = z.object({
  itemIdentifier: safeText({ max: 40 }).regex(/^[0-9A-Za-z]{1,40}$/, 'Invalid item identifier'),
});
/** PUT accepts fulfillmentStatus for compatibility but the server decides it; anything price-like is refused by strictObject. */
export const updateLineBody = addLineSchema.extend({ fulfillmentStatus: z.enum(['pending', 'backorder']).optional() });
export const COUPON_COOKIE = 'coupon';
