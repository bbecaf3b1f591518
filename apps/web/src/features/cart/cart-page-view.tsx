'use client';

import { useEffect } from 'react';
import type { BrandConfig } from '@store/core/brands';
import type { PaymentProvider } from '@store/core/enums';
import { trackEvent } from '../../lib/analytics/data-layer';
import { useHydrated } from '../../lib/use-hydrated';
import { CartFinancing } from '../payments/cart-financing';
import type { RecommendationCard } from '../recommendations/recommendation-card';
import { RecommendationRow } from '../recommendations/recommendation-row';
import { ProceedToCheckout } from '../checkout/proceed-to-checkout';
import { CartError } from './cart-error';
import { CartExpress, type CartExpressProps } from './cart-express';
import { CartLineList } from './cart-line-list';
import { cartShippingTime } from './cart-shipping';
import { markCartLoadedByPage } from './cart-events';
import { refreshCart, seedCart, seededFrom } from './cart-store';
import { CartSummary } from './cart-summary';
import { CouponForm } from './coupon-form';
import { EmptyCart } from './empty-cart';
import type { ServerCart } from './server-cart';
import { ShareCartButton } from './share-cart-button';
import { useCartProducts, useCartState } from './use-cart';

export interface CartPageViewProps {
  paymentProviders: readonly PaymentProvider[];
  /** The default recommendations the row falls back to. */
  recommendationFallback: readonly RecommendationCard[];
  /** The cart the server read with the shopper's cookies; the page renders it and the store starts from it. */
  initial: ServerCart;
  /** The brand registry's carrier and window, for when the cart ships. */
  shipping: BrandConfig['shipping'];
  /** The express wallets' buttons (paid with the providers above); null for none. */
  express?: Omit<CartExpressProps, 'providers'> | null;
}

/**
 * /checkout/cart: lines, coupon, summary with extras and the shipping estimate, checkout and the express wallets,
 * sharing, recommendations.
 * Rendered on the server from the cart read there; until the store has a cart the page shows that one, so the
 * hydrated page equals the HTML and no cart fetch comes before the first paint.
 */
export function CartPageView({ paymentProviders, recommendationFallback, initial, shipping, express = null }: CartPageViewProps) {
  const store = useCartState();
  const state = store.state;
  // The server's cart is shown until it has seeded the store (the store may hold an older cart from a previous page).
  const fromServer = initial.kind === 'cart' ? !seededFrom(initial.cart) : initial.kind === 'none' && state.status === 'idle';
  const cart = fromServer ? (initial.kind === 'cart' ? initial.cart : null) : store.cart;
  const { products, current } = useCartProducts(cart, initial.kind === 'cart' ? initial : undefined);
  // The page is in the HTML before its scripts run: `data-ready` tells when its controls work (journeys wait for it).
  const hydrated = useHydrated();
  useEffect(() => {
    markCartLoadedByPage();
    // The server's cart seeds the store; without a session there is nothing to load; otherwise the browser loads it.
    if (initial.kind === 'cart') seedCart(initial.cart);
    else if (initial.kind === 'unknown') void refreshCart();
    // Rendered once per page load: the server's cart is the one the page started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // The cart page is the first checkout step (the later steps are tracked by the checkout frame).
    trackEvent({ event: 'checkout_step', step: 'cart' });
  }, []);

  // Cart context: anchored on the cart's skus (none when it is empty); asked again when they change.
  const loading = !fromServer && cart === null && state.status !== 'ready';
  // While the cart loads, the placeholder fills the screen and nothing is rendered below it: whatever height the cart
  // turns out to have, nothing the shopper already saw moves (a row under a short placeholder jumped by the cart's
  // height: CLS 0.4 on a two-line cart). The row then appears with the cart, painting the server's defaults at once.
  if (loading) {
    return (
      <p className="min-h-svh py-6" aria-busy="true">
        Loading your cart…
      </p>
    );
  }
  const recommendations = (
    <RecommendationRow context="cart" cartSkus={cart?.items.map((item) => item.sku) ?? []} fallback={recommendationFallback} />
  );
  if (cart === null || cart.items.length === 0) {
    return (
      <>
        <CartError message={state.error} />
        <EmptyCart />
        {recommendations}
      </>
    );
  }
  const busy = state.busy > 0;
  return (
    <>
      <div
        className="grid grid-cols-1 gap-8 md:grid-cols-[1fr_22rem]"
        data-testid="cart-page"
        data-ready={hydrated ? 'true' : 'false'}
        aria-busy={busy}
      >
        <section aria-label="Cart items" className="flex flex-col gap-3">
          <CartError message={state.error} />
          <CartLineList items={cart.items} currency={cart.currency} />
        </section>
        <aside className="flex flex-col gap-5 rounded-brand bg-surface/60 p-4 md:self-start" aria-label="Checkout">
          <CouponForm cart={cart} />
          <CartSummary
            cart={cart}
            variant="full"
            busy={busy}
            shippingTime={current ? cartShippingTime(cart, products, shipping) : null}
          />
          <CartFinancing providers={paymentProviders} serverCart={fromServer ? cart : null} />
          <ProceedToCheckout cart={cart} products={products} busy={busy || !current} />
          {express === null ? null : <CartExpress {...express} providers={paymentProviders} />}
          <ShareCartButton cartId={cart.id} />
        </aside>
      </div>
      {recommendations}
    </>
  );
}
