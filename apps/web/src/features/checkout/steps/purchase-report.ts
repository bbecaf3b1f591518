import { purchaseEvent } from '@store/core/analytics/event-builders';
import { trackEvent } from '../../../lib/analytics/data-layer';
import { reportPurchase, type Order } from '../../../lib/api/orders';

/** Orders whose purchase this page already pushed (a re-render or a second mount of the success step does not). */
const pushed = new Set<string>();

/** The browser's marker of a pushed purchase: a second tab of the same browser sees it at once, before any answer. */
export const purchaseMarkerKey = (orderId: string) => `store:purchase-reported:${orderId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Once per order: the success step pushes `purchase` for a paid order only when nobody reported it yet —
 * not this page (`pushed`), not another tab of this browser (its localStorage marker, written before the push), not
 * any earlier view anywhere (the order's `analyticsReported`, from GET /orders/{id}) — then records the report with
 * PUT /orders/{id}/analyticsReported. A failure of the push or the PUT is logged and never blocks the page.
 * Returns whether this call pushed.
 */
export async function reportPurchaseOnce(order: Order): Promise<boolean> {
  if (order.status !== 'paid' || order.analyticsReported === true || pushed.has(order.id)) return false;
  const store = storage();
  const key = purchaseMarkerKey(order.id);
  try {
    if (store !== null && store.getItem(key) !== null) return false;
    store?.setItem(key, new Date().toISOString());
  } catch {
    // storage disabled: the page's set and the order's flag still hold
  }
  pushed.add(order.id);
  try {
    trackEvent(purchaseEvent(order));
  } catch (error) {
    console.warn('Purchase tracking failed', error);
  }
  try {
    await reportPurchase(order.id);
  } catch (error) {
    console.warn('Purchase tracking failed', error);
  }
  return true;
}
