/**
 * The funnel's four steps and what each counts. `orderPaid` is the API's own analytics event (analytics_events, written
 * by the outbox for every paid order). The first three happen in the shopper's browser: the storefront page sends a
 * beacon under the step's GA4 name (view_item, add_to_cart, begin_checkout) to its own server, which counts them per
 * brand, UTC day and step and adds them in batches to the API's daily counts (funnel_daily).
 */
export const FUNNEL_STEPS = [
  { key: 'product_view', label: 'Product views', eventType: 'view_item' },
  { key: 'add_to_cart', label: 'Added to cart', eventType: 'add_to_cart' },
  { key: 'checkout_started', label: 'Checkout started', eventType: 'begin_checkout' },
  { key: 'purchase', label: 'Purchases', eventType: 'orderPaid' },
] as const;

/** The steps a storefront beacon counts (funnel_daily's steps); the purchase step is counted from paid orders. */
export const BEACON_STEPS = ['view_item', 'add_to_cart', 'begin_checkout'] as const;
export type BeaconStep = (typeof BEACON_STEPS)[number];

/** The analytics event types counted from analytics_events (the steps the server records itself). */
export const RECORDED_EVENT_TYPES: readonly string[] = FUNNEL_STEPS.map((step) => step.eventType).filter(
  (type) => !(BEACON_STEPS as readonly string[]).includes(type),
);

export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];

export interface FunnelStep {
  key: FunnelStepKey;
  label: string;
  count: number;
  /** The same step's count in the previous period. */
  previousCount: number;
  /** count / the step before's count (0..1+, rounded to 0.1%); null for the first step or after a step of 0. */
  rateFromPrevious: number | null;
}

export interface Funnel {
  steps: FunnelStep[];
  /** Purchases / product views; null without product views. */
  overallRate: number | null;
}

/** A rate as a fraction rounded to 0.1% (0.123 = 12.3%); null when there is nothing to divide by. */
export function rateOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 1000;
}

/** The funnel from event counts by type (types not counted are 0). */
export function funnelOf(counts: Readonly<Record<string, number>>, previous: Readonly<Record<string, number>>): Funnel {
  const steps = FUNNEL_STEPS.map((step, i): FunnelStep => {
    const before = i > 0 ? FUNNEL_STEPS[i - 1] : undefined;
    const count = counts[step.eventType] ?? 0;
    return {
      key: step.key,
      label: step.label,
      count,
      previousCount: previous[step.eventType] ?? 0,
      rateFromPrevious: before ? rateOf(count, counts[before.eventType] ?? 0) : null,
    };
  });
  const first = steps[0]?.count ?? 0;
  const last = steps.at(-1)?.count ?? 0;
  return { steps, overallRate: rateOf(last, first) };
}
