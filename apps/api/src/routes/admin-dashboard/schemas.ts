import { z } from 'zod';
import { BRAND_KEYS, safeText } from '@store/core';
import { BEACON_STEPS } from '@store/core/dashboard/funnel';

/** An empty query value (`?from=`) is no value, as if the key were not sent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A day as the period picker sends it: YYYY-MM-DD, a real calendar day, read in UTC. */
export const daySchema = safeText({ max: 10 })
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
  from: optional(daySchema),
  to: optional(daySchema),
});

/** The most counts a storefront sends in one request (its batcher sends at most this many keys a flush). */
export const FUNNEL_BATCH_MAX = 500;
/** One key's count in one batch: far above what a storefront process counts in seconds, far below overflow. */
export const FUNNEL_COUNT_MAX = 1_000_000;

/** POST /dashboard/funnel-counts's body: a storefront's daily step counts. */
export const funnelCountsBody = z
  .object({
    counts: z
      .array(
        z
          .object({
            brand: safeText({ min: 1, max: 64 }).regex(/^[a-z0-9-]+$/),
            day: daySchema,
            step: z.enum(BEACON_STEPS),
            count: z.number().int().min(1).max(FUNNEL_COUNT_MAX),
          })
          .strict(),
      )
      .max(FUNNEL_BATCH_MAX),
  })
  .strict();
