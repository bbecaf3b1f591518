'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { accountOrderPath } from '@store/core/accounts/account-pages';
import { CHECKOUT_STEP_PATHS } from '@store/core/checkout/navigation';
import { getOrder, type Order } from '../../../lib/api/orders';
import { OrderSummary } from '../order-summary';
import { PostalAddress } from '../postal-address';
import { useCheckoutState } from '../use-checkout';
import { reportPurchaseOnce } from './purchase-report';

/**
 * The success step: the order from GET /orders/{id} (the `id` query, else the order held or saved as orderID), its short
 * id, shipping address and summary; the purchase is reported once per order (purchase-report.ts). SPEC §8: a missing order goes to the cart.
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
  // Issue 11 / SPEC §4/§7: the purchase is pushed once per order once the success view is shown, then PUT analyticsReported.
  useEffect(() => {
    if (order !== null) void reportPurchaseOnce(order);
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
