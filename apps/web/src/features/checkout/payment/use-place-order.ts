'use client';

import { useCallback } from 'react';
import { DY_MOBILE_MAX_WIDTH } from '@store/core/breakpoints';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { cartChoices } from '@store/core/checkout/cart-choices';
import { stepAfterProviderError } from '@store/core/payments/billing-choices';
import { offersLeaseFallback } from '@store/core/payments/instalment-triggers';
import { providerFlow } from '@store/core/payments/provider-flows';
import { createOrder, payOrder, type Order } from '../../../lib/api/orders';
import { refreshCart } from '../../cart/cart-store';
import { checkoutSnapshot, resetKeepingCart, updateCheckout, type CheckoutDefaults } from '../checkout-store';
import { useStepNavigation } from '../use-step-navigation';
import { endOrderAttempt, sessionStore } from './attempt-key';
import { openLeaseFallback } from './lease-fallback';
import { loadPaymentHandler } from './handlers/registry';
import { orderRequest } from './order-request';
import { payWithToken, placeOrder, type PaymentOutcome } from './place-order';
import { showPaymentError } from './payment-error-store';

export interface PlaceOrderContext {
  brand: string;
  region: AddressRegion;
  defaults: CheckoutDefaults;
}

/**
 * Payment for the review step: `place()` (Place order) and `completeReturn()` (back from 3-D Secure or a
 * redirect provider's page with its marker's value). Both are guarded by the loading flag, so a second click while one runs does nothing.
 */
export function usePlaceOrder({ brand, region, defaults }: PlaceOrderContext) {
  const goTo = useStepNavigation();

  const settle = useCallback(
    async (outcome: PaymentOutcome) => {
      if (outcome.kind === 'redirect') {
        window.location.assign(outcome.url);
        return;
      }
      if (outcome.kind === 'failed') {
        // Payment error: loading clears, the error shows; on billing or review the shopper returns to billing
        // (express providers: to the fallback step). The token was spent or refused: billing asks for the card again.
        const { paymentProvider } = checkoutSnapshot();
        updateCheckout({ loading: false, isStripeValid: false, paymentToken: null });
        // "lease provider fallback": a declined or cancelled lease offers another payment method instead.
        if (offersLeaseFallback(paymentProvider)) openLeaseFallback(outcome.message);
        else showPaymentError(outcome.message, paymentProvider ?? defaults.paymentProvider);
        const step = stepAfterProviderError(window.location.pathname, paymentProvider);
        if (step !== null) goTo(step);
        return;
      }
      await succeed(outcome.order, defaults);
      goTo('success');
    },
    [goTo, defaults],
  );

  const place = useCallback(async () => {
    const state = checkoutSnapshot();
    if (state.loading) return;
    const provider = state.paymentProvider ?? defaults.paymentProvider;
    // A card pays with the token billing made; the other providers need billing submitted only.
    const billingDone = providerFlow(provider).flow === 'card' ? state.paymentToken !== null : state.submitted.billing;
    if (state.shippingAddress === null || !billingDone) {
      goTo(state.shippingAddress === null ? 'shipping' : 'billing');
      return;
    }
    updateCheckout({ loading: true });
    const body = orderRequest({
      brand,
      region,
      shippingAddress: state.shippingAddress,
      billingAddress: state.billingAddress,
      differentBilling: state.differentBilling,
      paymentProvider: provider,
      withMattressRemoval: state.withMattressRemoval,
      mobile: window.innerWidth < DY_MOBILE_MAX_WIDTH,
      splitItNumberOfPayments: state.splitItNumberOfPayments,
    });
    const deps = { createOrder, payOrder, store: sessionStore(), onOrder: storeOrder, loadHandler: loadPaymentHandler };
    await settle(await placeOrder(body, state.paymentToken, deps, state.cart === null ? '' : cartChoices(state.cart)));
  }, [brand, region, defaults, goTo, settle]);

  const completeReturn = useCallback(
    async (orderId: string, providerRef: string) => {
      if (checkoutSnapshot().loading) return;
      updateCheckout({ loading: true, orderId });
      await settle(await payWithToken(orderId, providerRef, { payOrder }));
    },
    [settle],
  );

  return { place, completeReturn };
}

/** The order and its id are stored (orderID) as soon as it exists. */
function storeOrder(order: Order): void {
  updateCheckout({ order, orderId: order.id });
}

/**
 * Payment success: the server consumed the cart, so the cart store loads the new empty one (the header shows 0),
 * saved checkout data is removed (the cart kept), and the paid order is kept for the success step and its reload.
 */
export async function succeed(order: Order, defaults: CheckoutDefaults): Promise<void> {
  endOrderAttempt(sessionStore());
  await refreshCart();
  resetKeepingCart(defaults);
  // The move to success is under way from here: the step still on screen must not run its entry rules on the now
  // empty cart and paid order (they would send it to the cart before the success page opens).
  updateCheckout({ order, orderId: order.id, loading: false, pendingMove: 'success' });
}
