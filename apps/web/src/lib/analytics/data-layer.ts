import type { AnalyticsEvent } from '@store/core/analytics/events';

export type { AnalyticsEvent } from '@store/core/analytics/events';

/** Where the tag manager (when one is installed) reads the events: `window.dataLayer` (GTM's convention). */
interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * Pushes one event of the catalogue (core analytics/events.ts) onto `window.dataLayer`. Nothing is sent anywhere by
 * this store itself. Events are typed by the catalogue and made by its builders (core analytics/event-builders.ts);
 * the catalogue's schema checks them in tests (each builder's output) and in the browser journeys (every event a page
 * pushed), not here: here it would load all of zod on every product view for a push. Tracking never blocks
 * the flow, so nothing here throws.
 */
export function trackEvent(event: AnalyticsEvent): void {
  try {
    const target = window as unknown as DataLayerWindow;
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push(event);
  } catch (error) {
    console.warn('analytics event not recorded', error);
  }
}

/** An empty or failing recommendations answer. `reason` says which ('empty', 'HTTP error! status: 500' ...). */
export function trackUpsellError(context: Extract<AnalyticsEvent, { event: 'upsell_error' }>['context'], reason: string): void {
  trackEvent({ event: 'upsell_error', context, reason: reason === '' ? 'unknown' : reason.slice(0, 300) });
}
