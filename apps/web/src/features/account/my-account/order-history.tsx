import { IntentLink } from '../../../components/intent-link';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { orderDateLabel, orderMoneyLabel } from '@store/core/accounts/order-labels';
import { formatMoney } from '@store/core/money';
import type { OrderSummary } from '../../../lib/api/my-account';
import { shippingStatusLabel } from '../order-shipments';

/** Newest first by placing time (the API lists them so already; an equal or unreadable time keeps the API's order). */
export function newestFirst(orders: readonly OrderSummary[]): OrderSummary[] {
  const time = (o: OrderSummary) => Date.parse(o.createdAt) || 0;
  return [...orders].sort((a, b) => time(b) - time(a));
}

/**
 * The account's orders, newest first: short id, date, the money ('Paid', 'Partly refunded: $X', 'Refunded'), where the
 * goods are ('Preparing your order', 'Partly shipped', 'Shipped') and the total, each opening its page. A server
 * component: the account page renders it and hands it to its client view.
 */
export function OrderHistory({ orders }: { orders: readonly OrderSummary[] | null }) {
  return (
    <section aria-labelledby="account-orders" className="flex flex-col gap-3" data-testid="account-orders">
      <h2 id="account-orders" className="text-2xl font-bold">
        Orders
      </h2>
      {orders === null ? (
        <p role="alert">Your orders could not be loaded. Please try again later.</p>
      ) : orders.length === 0 ? (
        <p>You have no orders yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-muted/30 rounded-brand border border-muted/30">
          {newestFirst(orders).map((order) => {
            const shipping = shippingStatusLabel(order);
            return (
              <li key={order.id} data-testid="account-order" data-order-id={order.id}>
                <IntentLink
                  href={accountOrderPath(order.id)}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4 hover:bg-surface/60"
                >
                  <span className="flex flex-col">
                    <span className="font-semibold">
                      Order <span data-testid="account-order-short-id">{order.shortId}</span>
                    </span>
                    <span className="text-sm text-muted">
                      {orderDateLabel(order.createdAt)}
                      {order.firstLineName ? ` · ${order.firstLineName}` : ''}
                      {order.lineCount > 1 ? ` and ${order.lineCount - 1} more` : ''}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center justify-end gap-x-4 gap-y-1">
                    <span className="text-sm" data-testid="account-order-status">
                      {orderMoneyLabel(order)}
                    </span>
                    {shipping === null ? null : (
                      <span className="text-sm" data-testid="account-order-shipping">
                        {shipping}
                      </span>
                    )}
                    <span className="font-semibold">{formatMoney({ amount: order.total, currency: order.currency })}</span>
                  </span>
                </IntentLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
