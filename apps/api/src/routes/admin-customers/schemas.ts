import { z } from 'zod';
import { BRAND_KEYS, safeText } from '@store/core';
import { ORDER_SEARCH_MAX } from '@store/core/back-office/order-search';

/** An empty query value (`?brand=`) is no filter, as if the key were not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /admin/customers's query: the search, the brand and the page. */
export const customerListQuery = z.object({
  q: optional(safeText({ max: ORDER_SEARCH_MAX })),
  brand: optional(z.enum(BRAND_KEYS, { error: 'Unknown brand' })),
  cursor: optional(safeText({ max: 800 })),
  limit: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 to 100')
      .max(100, 'limit must be 1 to 100')
      .default(50),
  ),
});

/**
 * A customer's address: any brand key-like text and an email of safe text. An unknown brand or an odd email is not
 * a 400 but a customer nobody has (404), so the route tells nothing about which brands exist.
 */
export const customerParams = z.object({
  brand: safeText({ max: 40 }),
  email: safeText({ max: 320 }),
});
