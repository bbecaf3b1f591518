import type { BeaconStep } from '@store/core/dashboard/funnel';

/** The storefront's own route that counts the funnel's browser steps (lib/analytics/funnel-handler.ts). */
export const FUNNEL_BEACON_PATH = '/api/funnel';

/**
 * Tells the storefront's server that the shopper reached a funnel step, for the staff dashboard. A beacon: it outlives
 * a page being left and is never waited for; a browser without sendBeacon uses a keepalive fetch. Never throws.
 */
export function sendFunnelBeacon(step: BeaconStep): void {
  try {
    const body = JSON.stringify({ step });
    if (navigator.sendBeacon?.(FUNNEL_BEACON_PATH, body)) return;
    void fetch(FUNNEL_BEACON_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Counting never gets in the shopper's way.
  }
}
