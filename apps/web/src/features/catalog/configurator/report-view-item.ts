import { viewItemEvent } from '@store/core/analytics/event-builders';
import { trackEvent } from '../../../lib/analytics/data-layer';

/** Pushes `view_item` for the product shown (loaded lazily after mount, so it costs the first load nothing). */
export function reportViewItem(viewed: Parameters<typeof viewItemEvent>[0]): void {
  trackEvent(viewItemEvent(viewed));
}
