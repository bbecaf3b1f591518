'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CHECKOUT_STEP_PATHS } from '@store/core/checkout/navigation';
import { getOrder, type Order } from '../../../lib/api/orders';
import { useCheckoutState } from '../use-checkout';
import { OrderPlaced } from './order-placed';
import { reportPurchaseOnce } from './purchase-report';

/**
 * The success step: the order from GET /orders/{id} (the `id` query, else the order held or saved as orderID), its short
 * id, shipping address and summary; the purchase is reported once per order (purchase-report.ts). A missing order goes to the cart.
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
  // The purchase is pushed once per order once the success view is shown, then PUT analyticsReported.
  useEffect(() => {
    if (order !== null) void reportPurchaseOnce(order);
  }, [order]);

  if (order === null) return <p aria-busy="true">Loading your order…</p>;
  return <OrderPlaced order={order} />;
}
