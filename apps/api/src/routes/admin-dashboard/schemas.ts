import { z } from 'zod';
import { BRAND_KEYS, safeText } from '@store/core';

/** An empty query value (`?from=`) is no value, as if the key were not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A day as the period picker sends it: YYYY-MM-DD, a real calendar day, read in UTC. */
const day = safeText({ max: 10 })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date as YYYY-MM-DD', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Use a real date');

/** GET /admin/dashboard's query: a brand key or 'all' (the default), and the period's first and last days. */
export const dashboardQuery = z.object({
  brand: z.preprocess(
    (value) => (value === '' || value === undefined ? 'all' : value),
    z.enum(['all', ...BRAND_KEYS], { error: 'Unknown brand' }),
  ),
  from: optional(day),
  to: optional(day),
});
