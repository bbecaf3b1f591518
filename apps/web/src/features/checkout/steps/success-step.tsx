'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CHECKOUT_STEP_PATHS } from '@store/core/checkout/navigation';
import { getOrder, type Order } from '../../../lib/api/orders';
import { OrderSummary } from '../order-summary';
import { useCheckoutState } from '../use-checkout';

/** The success step: the order from GET /orders/{id} (the `id` query, else the saved orderID), its short id and summary. SPEC §8: a missing order goes to the cart. */
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

  if (order === null) return <p aria-busy="true">Loading your order…</p>;
  return (
    <div className="flex flex-col gap-4" data-testid="order-success">
      <h1 className="text-3xl font-bold">Thank you for your order</h1>
      <p>
        Your order number is <strong data-testid="order-short-id">{order.shortId}</strong>. We sent a confirmation to{' '}
        {order.email}.
      </p>
      <OrderSummary cart={order.cart} busy={false} />
    </div>
  );
}
