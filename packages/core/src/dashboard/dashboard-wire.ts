import { z } from 'zod';
import { FUNNEL_STEPS } from './funnel';

/** GET /admin/dashboard's answer. Money is integer minor units, per currency: USD and CAD are never added together. */

const count = z.number().int().nonnegative();
const amount = z.number().int();
const day = z.string();
const change = z.number().nullable();

export const dashboardDaySchema = z.object({
  day,
  orders: count,
  revenue: amount,
  refunds: amount,
  refundCount: count,
});

export const dashboardTotalsSchema = z.object({
  orders: count,
  revenue: amount,
  averageOrderValue: amount,
  refunds: amount,
  refundCount: count,
});

/** One currency's figures: its days, the period's totals, the previous period's and the change (a fraction). */
export const dashboardCurrencySchema = z.object({
  currency: z.enum(['USD', 'CAD']),
  /** The brands of this currency the figures cover. */
  brands: z.array(z.string()),
  days: z.array(dashboardDaySchema),
  totals: dashboardTotalsSchema,
  previousTotals: dashboardTotalsSchema,
  change: z.object({ orders: change, revenue: change, averageOrderValue: change, refunds: change }),
});

export const dashboardFunnelSchema = z.object({
  steps: z.array(
    z.object({
      key: z.enum(FUNNEL_STEPS.map((step) => step.key) as [string, ...string[]]),
      label: z.string(),
      count,
      previousCount: count,
      rateFromPrevious: z.number().nullable(),
    }),
  ),
  overallRate: z.number().nullable(),
});

export const dashboardSchema = z.object({
  /** A brand key, or 'all' (every brand the member works on). */
  brand: z.string(),
  from: day,
  to: day,
  days: count,
  previous: z.object({ from: day, to: day }),
  /** The zone days are cut in. */
  timeZone: z.literal('UTC'),
  currencies: z.array(dashboardCurrencySchema),
  funnel: dashboardFunnelSchema,
});

export type DashboardWire = z.infer<typeof dashboardSchema>;
export type DashboardCurrencyWire = z.infer<typeof dashboardCurrencySchema>;
