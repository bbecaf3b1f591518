import { IntentLink } from '../../../components/intent-link';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import type { Order } from '../../../lib/api/orders';
import { OrderSummary } from '../order-summary';
import { PostalAddress } from '../postal-address';

/** The success page's view of a placed order: its short id, a link to it, where it ships and its summary as charged. */
export function OrderPlaced({ order }: { order: Order }) {
  return (
    <div className="flex flex-col gap-5" data-testid="order-success">
      <h1 className="text-3xl font-bold">Thank you for your order</h1>
      <p>
        Your order number is <strong data-testid="order-short-id">{order.shortId}</strong>. We sent a confirmation to{' '}
        <span className="break-all">{order.email}</span>.
      </p>
      <p>
        <IntentLink href={accountOrderPath(order.id)} className="font-semibold underline" data-testid="view-order-link">
          View your order
        </IntentLink>
      </p>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-[1fr_24rem]">
        <section
          aria-labelledby="success-shipping"
          className="flex flex-col gap-1 rounded-brand border border-muted/30 p-4 md:self-start"
        >
          <h2 id="success-shipping" className="text-lg font-bold">
            Shipping to
          </h2>
          <PostalAddress details={order.shippingDetails} testId="success-shipping-address" />
        </section>
        <OrderSummary cart={order.cart} busy={false} />
      </div>
    </div>
  );
}
