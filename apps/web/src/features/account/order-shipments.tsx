import { orderDateLabel } from '@store/core/accounts/order-labels';
import type { FulfillmentStatus } from '@store/core/back-office/order-states';
import type { Order } from '../../lib/api/orders';

/** What a shopper reads for the goods of a paid order. */
export const SHIPPING_STATUS_LABELS: Readonly<Record<FulfillmentStatus, string>> = {
  unfulfilled: 'Preparing your order',
  partially_shipped: 'Partly shipped',
  shipped: 'Shipped',
};

/**
 * The goods' state a shopper reads beside the money: for a paid order only (nothing ships before), and none for one
 * refunded in full before anything shipped (nothing will).
 */
export function shippingStatusLabel(order: Pick<Order, 'status' | 'fulfillmentStatus' | 'paymentStatus'>): string | null {
  if (order.status !== 'paid' || order.fulfillmentStatus === undefined) return null;
  if (order.paymentStatus === 'refunded' && order.fulfillmentStatus === 'unfulfilled') return null;
  return SHIPPING_STATUS_LABELS[order.fulfillmentStatus];
}

/** Only a carrier's https page is linked: anything else the API might hold is shown as text, never as a link. */
const linkable = (url: string | null): url is string => url !== null && url.startsWith('https://');

/**
 * The order's shipping on its page (the account's and a guest look-up's): where the goods are ("Preparing your order",
 * "Partly shipped", "Shipped") and each parcel with its carrier, what was in it, and a link to follow it on the carrier's
 * site (a new tab, without a handle back to this page). Nothing for an order not paid (nothing ships before), one
 * refunded in full before anything shipped, nor for an answer without the fields. A server component: no script
 * reaches the browser.
 */
export function OrderShipments({
  order,
}: {
  order: Pick<Order, 'status' | 'fulfillmentStatus' | 'paymentStatus' | 'shipments'>;
}) {
  const status = shippingStatusLabel(order);
  if (status === null) return null;
  const shipments = order.shipments ?? [];
  return (
    <section
      aria-labelledby="order-shipping"
      className="flex flex-col gap-3 rounded-brand border border-muted/30 p-4"
      data-testid="order-shipments"
    >
      <h2 id="order-shipping" className="text-lg font-bold">
        Shipping
      </h2>
      <p className="font-semibold" data-testid="order-shipping-status">
        {status}
      </p>
      {shipments.length > 0 ? (
        <ul className="flex flex-col divide-y divide-muted/30" aria-label="Parcels">
          {shipments.map((shipment, index) => (
            <li key={`${shipment.shippedAt}-${index}`} className="flex flex-col gap-1 py-2" data-testid="order-shipment">
              <p>
                Shipped {orderDateLabel(shipment.shippedAt)} with {shipment.carrierName}
              </p>
              <ul className="text-sm" aria-label={`In the parcel shipped with ${shipment.carrierName}`}>
                {shipment.lines.map((line, lineIndex) => (
                  <li key={lineIndex}>
                    {line.quantity} × {line.title}
                  </li>
                ))}
              </ul>
              <p className="text-sm">
                Tracking number <span data-testid="order-shipment-tracking-number">{shipment.trackingNumber}</span>
                {linkable(shipment.trackingUrl) ? (
                  <>
                    {' · '}
                    <a href={shipment.trackingUrl} target="_blank" rel="noopener" className="font-semibold underline">
                      Track with {shipment.carrierName}
                      <span className="sr-only"> (opens the carrier&apos;s site)</span>
                    </a>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
