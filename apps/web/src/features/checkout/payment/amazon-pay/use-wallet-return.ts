'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { CHECKOUT_STEP_PATHS, walletReturnStep } from '@store/core/checkout/navigation';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import type { PaymentProvider } from '@store/core/enums';
import { completeWalletSession, getWalletSession } from '../../../../lib/api/amazon-pay';
import { setCartRegion } from '../../../../lib/api/delivery';
import { trackEvent } from '../../../../lib/analytics/data-layer';
import { changeCartFromCheckout } from '../../../cart/cart-store';
import { useCartState } from '../../../cart/use-cart';
import { checkoutSnapshot, updateCheckout } from '../../checkout-store';
import { regionRequest } from '../../shipping/region-request';
import { useStepNavigation } from '../../use-step-navigation';
import { showPaymentError } from '../payment-error-store';
import { readWalletReturn, resolveWalletReturn, type WalletReturn } from './wallet-return';

export interface WalletReturnContext {
  /** The store's country (brand registry `region`). */
  storeCountry: AddressRegion;
  /** The brand uses the newer Amazon Pay API (brand registry `amazonPayV2`). */
  v2: boolean;
  defaultPaymentProvider: PaymentProvider;
  /** Pays the order with the session (the review step's provider-return completion). */
  completeReturn(orderId: string, paymentToken: string): Promise<void>;
}

/**
 * Wallet return, on review: back from Amazon's sign-in, the step is walletReturnStep's (review at 1025 px
 * and wider, shipping otherwise, the cart when the cart is empty or the session id is missing) and the buyer's address
 * fills shipping; back from Amazon's payment page, the session decides: pay, complete first (newer version), or clear
 * the stored session and show the error (a cancel is tracked). Runs once per return.
 */
export function useWalletReturn(context: WalletReturnContext): WalletReturn | null {
  const query = useSearchParams();
  const router = useRouter();
  const goTo = useStepNavigation();
  const { cart } = useCartState();
  const ret = readWalletReturn(new URLSearchParams(query.toString()));
  const handled = useRef<string | null>(null);
  const key = ret === null ? null : `${ret.sessionId}:${ret.orderId ?? ''}`;

  useEffect(() => {
    if (ret === null || key === null || handled.current === key) return;
    handled.current = key;
    const { storeCountry, v2, defaultPaymentProvider, completeReturn } = context;
    const step = walletReturnStep({
      width: window.innerWidth,
      hasOrder: (cart?.items.length ?? 0) > 0,
      walletSessionId: ret.sessionId,
    });
    if (ret.orderId === null && step === 'cart') {
      router.replace(CHECKOUT_STEP_PATHS.cart);
      return;
    }
    const cartTotal = { amount: cart?.totalPrice.amount ?? 0, currency: cart?.currency ?? 'USD' };
    const deps = { getSession: (id: string) => getWalletSession(v2, id), completeSession: completeWalletSession };
    updateCheckout({ loading: true });
    void resolveWalletReturn(ret, { storeCountry, v2, cartTotal }, deps).then(async (outcome) => {
      const kept = { walletSessionId: ret.sessionId, paymentProvider: 'amazonPay' as const, paymentToken: ret.sessionId };
      switch (outcome.kind) {
        case 'signed-in': {
          const submitted = { ...checkoutSnapshot().submitted, billing: true };
          const { email: _email, ...billing } = outcome.address;
          updateCheckout({
            ...kept,
            shippingAddress: outcome.address,
            billingAddress: billing,
            differentBilling: false,
            submitted,
          });
          // Region set, as the shipping step would do: review (which skips shipping) shows the taxed total.
          const region = regionRequest(storeCountry, outcome.address, null, false);
          if (region !== null)
            await changeCartFromCheckout('region', () => setCartRegion(region)).catch((error: unknown) => {
              console.warn(`PUT /api/carts/region failed: ${String(error)}`);
            });
          updateCheckout({ loading: false });
          if (step === 'shipping') goTo('shipping');
          return;
        }
        case 'pay':
          updateCheckout({ ...kept, loading: false });
          await completeReturn(outcome.orderId, ret.sessionId);
          return;
        case 'waiting':
          updateCheckout({ ...kept, loading: false });
          return;
        case 'failed':
          // The stored session is cleared; the error shows back in checkout (express: the shipping step).
          updateCheckout({ walletSessionId: null, paymentToken: null, paymentProvider: defaultPaymentProvider, loading: false });
          if (outcome.cancelled)
            trackEvent({ event: 'wallet_payment_cancelled', provider: 'amazonPay', reason: outcome.message.slice(0, 300) });
          showPaymentError(outcome.message, 'amazonPay');
          goTo('shipping');
      }
    });
  }, [ret, key, context, cart, router, goTo]);

  return ret;
}
