import type { NavigationContext, QueryLike } from '@store/core/checkout/navigation';
import type { CheckoutState } from './checkout-store';

/** The data the step guards read, taken from the checkout state (loaded first; the guards do no I/O). */
export function navigationContext(state: CheckoutState, query: QueryLike): NavigationContext {
  return {
    cartItemCount: state.cart?.items.length ?? 0,
    hasShippingLine: (state.shippingAddress?.line1.trim() ?? '') !== '',
    billingSubmitted: state.submitted.billing,
    paymentProvider: state.paymentProvider,
    previousStep: state.lastStep,
    // Only an order this page view holds counts: a stale saved orderID must not switch the guards off for good.
    hasOrder: state.order !== null,
    orderPaid: state.order?.status === 'paid',
    query,
  };
}
