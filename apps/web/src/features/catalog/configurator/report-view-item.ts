import { viewItemEvent } from '@store/core/analytics/event-builders';
import { trackEvent } from '../../../lib/analytics/data-layer';
import { sendFunnelBeacon } from '../../../lib/analytics/funnel-beacon';

/**
 * Pushes `view_item` for the product shown, and counts it for the staff dashboard's funnel (loaded lazily after mount,
 * so it costs the first load nothing).
 */
export function reportViewItem(viewed: Parameters<typeof viewItemEvent>[0]): void {
  trackEvent(viewItemEvent(viewed));
  sendFunnelBeacon('view_item');
}
