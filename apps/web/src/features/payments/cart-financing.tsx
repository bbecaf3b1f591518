'use client';

import type { PaymentProvider } from '@store/core/enums';
import { financingMessages, type FinancingProvider } from '@store/core/payments/financing';
import type { ReactNode } from 'react';
import { useCartState } from '../cart/use-cart';
import { FinancingMessages } from './financing-message';

export interface CartFinancingProps {
  /** The brand's enabled providers (brand registry paymentProviders), passed down by the server page. */
  providers: readonly PaymentProvider[];
  action?: (provider: FinancingProvider) => ReactNode;
}

/**
 * The financing messages of the cart's total as the SERVER last answered it (not the optimistic total shown while a
 * change is in flight): an instalment quote is a promise about what the shopper will pay.
 */
export function CartFinancing({ providers, action }: CartFinancingProps) {
  const { state } = useCartState();
  const cart = state.confirmed;
  if (cart === null) return null;
  const messages = financingMessages({ amount: cart.totalPrice.amount, currency: cart.currency }, providers);
  return <FinancingMessages messages={messages} action={action} busy={state.busy > 0} />;
}
