'use client';

import { useSyncExternalStore } from 'react';
import { checkoutSnapshot, initialCheckoutState, subscribeCheckout, type CheckoutState } from './checkout-store';

/** Checkout state for components; the server render and the first client render see the initial state. */
export function useCheckoutState(): CheckoutState {
  return useSyncExternalStore(subscribeCheckout, checkoutSnapshot, () => initialCheckoutState);
}
