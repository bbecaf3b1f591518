import '../api/zod-jitless';
import { analyticsEventSchema, type AnalyticsEvent } from '@store/core/analytics/events';

export type { AnalyticsEvent } from '@store/core/analytics/events';

/** Where the tag manager (when one is installed) reads the events: `window.dataLayer` (GTM's convention). */
interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * Pushes one event of the catalogue (core analytics/events.ts) onto `window.dataLayer`. Nothing is sent anywhere by
 * this store itself. The event is checked against the catalogue first: outside production a malformed event throws,
 * so a test or a developer sees it; in production it is logged and dropped. SPEC §8: tracking never blocks the flow,
 * so in production nothing here throws.
 */
export function trackEvent(event: AnalyticsEvent): void {
  const checked = analyticsEventSchema.safeParse(event);
  if (!checked.success) {
    const problem = `analytics event ${String((event as { event?: unknown }).event)} refused: ${checked.error.message}`;
    if (process.env.NODE_ENV !== 'production') throw new Error(problem);
    console.error(problem);
    return;
  }
  try {
    const target = window as unknown as DataLayerWindow;
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push(checked.data);
  } catch (error) {
    console.warn('analytics event not recorded', error);
  }
}

/** SPEC §7/§8: an empty or failing recommendations answer. `reason` says which ('empty', 'HTTP error! status: 500' ...). */
export function trackUpsellError(context: Extract<AnalyticsEvent, { event: 'upsell_error' }>['context'], reason: string): void {
  trackEvent({ event: 'upsell_error', context, reason: reason === '' ? 'unknown' : reason.slice(0, 300) });
}
