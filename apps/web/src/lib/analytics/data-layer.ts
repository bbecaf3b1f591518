/** One analytics event, in the tag manager's dataLayer shape (SPEC §3 names GTM: gtmCouponOverride). */
export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

/**
 * Records an analytics event on `window.dataLayer`, where a tag manager (when one is installed) picks it up. Nothing
 * is sent anywhere by this store itself; a failure here must never block the checkout (SPEC §8 tracking failures).
 */
export function trackEvent(event: AnalyticsEvent): void {
  try {
    const target = window as unknown as { dataLayer?: AnalyticsEvent[] };
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push(event);
  } catch (error) {
    console.warn('analytics event not recorded', error);
  }
}
