'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { CHECKOUT_STEP_PATHS } from '@store/core/checkout/navigation';
import { getOrder, reportPurchase, type Order } from '../../../lib/api/orders';
import { OrderSummary } from '../order-summary';
import { PostalAddress } from '../postal-address';
import { useCheckoutState } from '../use-checkout';

/** Orders whose purchase this page view already reported (a re-render or a second mount does not report again). */
const reported = new Set<string>();

/** SPEC §8: purchase-tracking failures are logged and do not block the flow. */
function recordPurchase(order: Order): void {
  if (order.status !== 'paid' || reported.has(order.id)) return;
  reported.add(order.id);
  reportPurchase(order.id).catch((error: unknown) => console.warn('Purchase tracking failed', error));
}

/**
 * The success step: the order from GET /orders/{id} (the `id` query, else the order held or saved as orderID), its short
 * id, shipping address and summary; the purchase is recorded once it is shown. SPEC §8: a missing order goes to the cart.
 */
export function SuccessStep() {
  const router = useRouter();
  const checkout = useCheckoutState();
  const id = useSearchParams().get('id') ?? checkout.order?.id ?? checkout.orderId;
  const [order, setOrder] = useState<Order | null>(null);
  useEffect(() => {
    if (!checkout.hydrated) return;
    if (id === null || id === '') {
      router.replace(CHECKOUT_STEP_PATHS.cart);
      return;
    }
    let live = true;
    getOrder(id)
      .then((found) => {
        if (live) setOrder(found);
      })
      .catch(() => {
        if (live) router.replace(CHECKOUT_STEP_PATHS.cart);
      });
    return () => {
      live = false;
    };
  }, [id, checkout.hydrated, router]);
  // SPEC §4/§7: PUT analyticsReported after the success view is shown.
  useEffect(() => {
    if (order !== null) recordPurchase(order);
  }, [order]);

  if (order === null) return <p aria-busy="true">Loading your order…</p>;
  return (
    <div className="flex flex-col gap-5" data-testid="order-success">
      <h1 className="text-3xl font-bold">Thank you for your order</h1>
      <p>
        Your order number is <strong data-testid="order-short-id">{order.shortId}</strong>. We sent a confirmation to{' '}
        <span className="break-all">{order.email}</span>.
      </p>
      <p>
        <Link href={accountOrderPath(order.id)} className="font-semibold underline" data-testid="view-order-link">
          View your order
        </Link>
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
