import { z } from 'zod';
import { BRAND_KEYS, safeId, safeText } from '@store/core';
import { FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '@store/core/back-office/order-states';
import { ORDER_SEARCH_MAX, ORDER_SORTS } from '@store/core/back-office/order-search';

/** An empty query value (`?status=`) is no filter, as if the key were not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A day as a filter sends it: YYYY-MM-DD, a real calendar day, read in UTC. */
const day = safeText({ max: 10 })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date as YYYY-MM-DD', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Use a real date');

/** GET /admin/orders's query: the search, the filters, the sort and the page. */
export const orderListQuery = z.object({
  q: optional(safeText({ max: ORDER_SEARCH_MAX })),
  brand: optional(z.enum(BRAND_KEYS, { error: 'Unknown brand' })),
  status: optional(z.enum(ORDER_STATUSES)),
  paymentStatus: optional(z.enum(ORDER_PAYMENT_STATUSES)),
  fulfillmentStatus: optional(z.enum(FULFILLMENT_STATUSES)),
  provider: optional(safeId(40)),
  from: optional(day),
  to: optional(day),
  sort: z.preprocess((value) => (value === '' ? undefined : value), z.enum(ORDER_SORTS).default('newest')),
  cursor: optional(safeText({ max: 400 })),
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
