'use client';

import type { Cart } from '../../lib/api/cart-schema';
import type { PaymentProvider } from '@store/core/enums';
import { financingMessages, type FinancingProvider } from '@store/core/payments/financing';
import type { ReactNode } from 'react';
import { useCartState } from '../cart/use-cart';
import { FinancingMessages } from './financing-message';

export interface CartFinancingProps {
  /** The brand's enabled providers (brand registry paymentProviders), passed down by the server page. */
  providers: readonly PaymentProvider[];
  action?: (provider: FinancingProvider) => ReactNode;
  /**
   * The cart the server rendered the page from, while the store has none of its own yet: the messages are then in the
   * page's HTML, not added once its scripts have run (and nothing moves when they appear).
   */
  serverCart?: Cart | null;
}

/**
 * The financing messages of the cart's total as the SERVER last answered it (not the optimistic total shown while a
 * change is in flight): an instalment quote is a promise about what the shopper will pay.
 */
export function CartFinancing({ providers, action, serverCart = null }: CartFinancingProps) {
  const { state } = useCartState();
  const cart = serverCart ?? state.confirmed;
  if (cart === null) return null;
  const messages = financingMessages({ amount: cart.totalPrice.amount, currency: cart.currency }, providers);
  return <FinancingMessages messages={messages} action={action} busy={state.busy > 0} />;
}
