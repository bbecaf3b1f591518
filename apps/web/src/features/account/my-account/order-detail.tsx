import type { ReactNode } from 'react';
import { ORDER_STATUS_LABELS, orderDateLabel, paymentMethodLabel, refundLabel } from '@store/core/accounts/order-labels';
import type { OrderFulfillment } from '@store/core/checkout/order-schema';
import type { ReviewStatus } from '@store/core/reviews/wire';
import type { Order } from '../../../lib/api/orders';
import { lineGroups } from '../../cart/cart-lines';
import { CartSummary } from '../../cart/cart-summary';
import { PostalAddress } from '../../checkout/postal-address';
import { reviewableLines } from '../../reviews/reviewable-lines';
import { WriteReviewForm } from '../../reviews/write-review-form';
import { OrderLine } from './order-line';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-brand border border-muted/30 p-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /my-account/orders/{orderId}: the lines with their child lines (gifts, protection), the totals as the order's
 * frozen cart has them (subtotal, discounts, coupon, extras, shipping, tax, total) and what was refunded, both
 * addresses, the payment method label and where each line is (shipped, part of it, or its fulfilment status).
 * `actions` is the Buy again control. With `writeReviews`, each product line of a paid order gets "Write a review", or
 * "You reviewed this product" when `reviewed` names it.
 */
export function OrderDetail({
  order,
  fulfillment,
  actions,
  writeReviews = false,
  reviewed = new Map(),
}: {
  order: Order;
  fulfillment: OrderFulfillment | null;
  actions?: ReactNode;
  writeReviews?: boolean;
  /** The products of the order already reviewed, with their status (GET /reviews/orders/{id}). */
  reviewed?: ReadonlyMap<string, ReviewStatus>;
}) {
  const currency = order.cart.currency;
  const reviewable = writeReviews ? reviewableLines(order) : new Set<string>();
  const statusOf = new Map((fulfillment?.lines ?? []).map((line) => [line.itemIdentifier, line]));
  const refund = refundLabel({ ...order, currency });
  return (
    <div className="flex flex-col gap-6" data-testid="order-detail">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">
          Order <span data-testid="order-detail-short-id">{order.shortId}</span>
        </h1>
        <p>
          Placed {orderDateLabel(order.createdAt)} ·{' '}
          <span data-testid="order-detail-status">{ORDER_STATUS_LABELS[order.status]}</span>
        </p>
      </header>
      {actions}
      <div className="grid grid-cols-1 gap-5 md:grid-cols-[1fr_22rem]">
        <section aria-labelledby="order-items" className="flex flex-col gap-3">
          <h2 id="order-items" className="text-lg font-bold">
            Items
          </h2>
          {fulfillment === null ? (
            <p className="text-sm" role="status">
              The shipping status is not available right now.
            </p>
          ) : null}
          <ul className="flex flex-col divide-y divide-muted/30" aria-label="Items in this order">
            {lineGroups(order.cart.items).map(({ line, children }) => (
              <li key={line.itemIdentifier} className="flex flex-col gap-2 py-3">
                <OrderLine line={line} currency={currency} fulfillment={statusOf.get(line.itemIdentifier)} brand={order.brand} />
                {reviewable.has(line.itemIdentifier) ? (
                  <WriteReviewForm
                    orderId={order.id}
                    domainKey={line.product.id}
                    productTitle={line.product.title}
                    reviewed={reviewed.get(line.product.id) ?? null}
                  />
                ) : null}
                {children.length > 0 ? (
                  <ul
                    className="flex flex-col gap-2 border-l-2 border-muted/30 pl-4"
                    aria-label={`Added to ${line.product.title}`}
                  >
                    {children.map((child) => (
                      <li key={child.itemIdentifier}>
                        <OrderLine
                          line={child}
                          currency={currency}
                          fulfillment={statusOf.get(child.itemIdentifier)}
                          brand={order.brand}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-4 md:self-start">
          <Panel id="order-totals" title="Totals">
            <CartSummary cart={order.cart} variant="full" busy={false} />
            {refund === null ? null : (
              <p className="border-t border-muted/30 pt-2 font-semibold" data-testid="order-refund">
                {refund}
              </p>
            )}
          </Panel>
          <Panel id="order-payment" title="Payment">
            <p data-testid="order-payment-method">{paymentMethodLabel(order.paymentDetails.billingProvider)}</p>
          </Panel>
          <Panel id="order-shipping-address" title="Shipping address">
            <PostalAddress details={order.shippingDetails} testId="order-shipping" />
          </Panel>
          <Panel id="order-billing-address" title="Billing address">
            <PostalAddress details={order.billingDetails} testId="order-billing" />
          </Panel>
        </div>
      </div>
    </div>
  );
}
