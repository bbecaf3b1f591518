'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { CHECKOUT_STEP_PATHS, resolveEntryStep, stepForPath, type CheckoutStep } from '@store/core/checkout/navigation';
import { trackEvent } from '../../lib/analytics/data-layer';
import { sendFunnelBeacon } from '../../lib/analytics/funnel-beacon';
import { markCartLoadedByPage } from '../cart/cart-events';
import { refreshCart } from '../cart/cart-store';
import { useCartState } from '../cart/use-cart';
import { hydrateCheckout, updateCheckout, type CheckoutDefaults } from './checkout-store';
import { ExtendedWarrantyOffer } from './modals/extended-warranty-offer';
import { navigationContext } from './navigation-context';
import { OrderSummary } from './order-summary';
import { StepIndicator } from './step-indicator';
import { useCheckoutState } from './use-checkout';

/**
 * The shared frame of the steps after the cart: reads the saved checkout and the cart, applies the checkout's entry rules
 * to the step in the URL (a redirect replaces the entry; a checked in-app move is accepted as is), then shows the step
 * indicator, the step and the order summary.
 */
export function CheckoutFrame({ defaults, children }: { defaults: CheckoutDefaults; children: ReactNode }) {
  const router = useRouter();
  const step: CheckoutStep = stepForPath(usePathname()) ?? 'shipping';
  const checkout = useCheckoutState();
  const { state: cartState, cart } = useCartState();
  const trackedStep = useRef<CheckoutStep | null>(null);

  useEffect(() => {
    hydrateCheckout(defaults);
    markCartLoadedByPage();
    void refreshCart();
  }, [defaults]);
  // Leaving the steps forgets the accepted step, so coming back by a link or history runs the entry rules again.
  useEffect(() => () => updateCheckout({ shownStep: null }), []);

  const ready = checkout.hydrated && cartState.status === 'ready' && cartState.busy === 0;
  useEffect(() => {
    if (!ready || checkout.shownStep === step) return;
    // Paid: the move to success is under way, and this step's rules (an empty cart now) would only race it to the cart.
    if (checkout.pendingMove === 'success' && step !== 'success') return;
    const resolved =
      checkout.pendingMove === step
        ? step
        : // The cart store's cart, not the checkout's copy of it: that copy follows a cart change one effect later, and
          // reading it here could send a full cart to the cart page as empty (a race seen in the journeys).
          resolveEntryStep(step, navigationContext({ ...checkout, cart }, new URLSearchParams(window.location.search)));
    if (resolved !== step) {
      router.replace(CHECKOUT_STEP_PATHS[resolved]);
      return;
    }
    updateCheckout({ shownStep: step, lastStep: step, pendingMove: null });
    // Once per step view. A reset of the checkout state (payment success clears it before moving on) shows
    // the same step again without the shopper seeing a new one: only a change of step is a new view.
    if (trackedStep.current !== step) trackEvent({ event: 'checkout_step', step });
    // The funnel's "checkout started": the first step after the cart this visit to the checkout shows (this frame is
    // the steps' layout, so moving between steps keeps it); a return to the paid order's page is no new start.
    if (trackedStep.current === null && step !== 'success') sendFunnelBeacon('begin_checkout');
    trackedStep.current = step;
  }, [ready, step, checkout, cart, router]);

  const showStep = checkout.shownStep === step;
  return (
    <>
      <StepIndicator current={step} />
      {/* The success step has no order summary beside it (it shows the paid order's own), so it takes the full width. */}
      <div className={`grid grid-cols-1 gap-8 ${step === 'success' ? '' : 'md:grid-cols-[1fr_22rem]'}`}>
        <section aria-label="Checkout step" className="min-w-0" data-testid="checkout-step" data-step={showStep ? step : ''}>
          {showStep ? (
            children
          ) : (
            <p className="min-h-64 py-6" aria-busy="true">
              Loading your checkout…
            </p>
          )}
        </section>
        {step !== 'success' && cart !== null && cart.items.length > 0 ? (
          <OrderSummary cart={cart} busy={cartState.busy > 0} />
        ) : null}
      </div>
      {showStep && step === 'shipping' && cart !== null ? <ExtendedWarrantyOffer cart={cart} /> : null}
    </>
  );
}
