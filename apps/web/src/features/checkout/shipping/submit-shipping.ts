import type { CheckoutStep } from '@store/core/checkout/navigation';
import type { ShippingForm as ShippingValues } from '@store/core/checkout/address-form';
import { phoneDigits } from '@store/core/checkout/phone';
import { subscribeToMessaging } from '../../../lib/api/attentive';
import { checkReturningCustomer } from '../../../lib/api/delivery';
import { deviceId } from '../../../lib/device-id';
import { refreshCart } from '../../cart/cart-store';
import { checkoutSnapshot, subscribeCheckout, updateCheckout, type CheckoutState } from '../checkout-store';
import type { CheckoutAddress } from '../checkout-storage';

/** The shipping submit is ignored while the region set is refused, still pending once waited for, or white glove is unavailable in the state. */
export function shippingSubmitBlocked(
  state: Pick<CheckoutState, 'isValidationPending' | 'isZipMismatched' | 'isRegionBlacklisted' | 'wgsUnavailable'>,
): boolean {
  return state.isValidationPending || state.isZipMismatched || state.isRegionBlacklisted || state.wgsUnavailable;
}

/** Billing is pre-filled from shipping (without email) when billing has no phone. */
export function billingAfterShipping(shipping: CheckoutAddress, billing: CheckoutAddress | null): CheckoutAddress {
  if (billing !== null && billing.phone !== '') return billing;
  const { email: _email, ...withoutEmail } = shipping;
  return withoutEmail;
}

/** How long a Continue pressed while the address is being checked waits for the answer before it is dropped. */
const ADDRESS_CHECK_WAIT_MS = 15_000;

/**
 * The checkout state once no address check is in flight. The check starts a moment after the last keystroke, so a
 * Continue pressed right after typing the ZIP lands while it runs: it goes on when the answer comes (or is refused by
 * it) instead of doing nothing.
 */
export function settledCheckout(timeoutMs = ADDRESS_CHECK_WAIT_MS): Promise<CheckoutState> {
  if (!checkoutSnapshot().isValidationPending) return Promise.resolve(checkoutSnapshot());
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(checkoutSnapshot());
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = subscribeCheckout(() => {
      if (!checkoutSnapshot().isValidationPending) done();
    });
  });
}

export interface SubmitDeps {
  subscribe: typeof subscribeToMessaging;
  isReturning: typeof checkReturningCustomer;
  reloadCart: () => Promise<unknown>;
  dd: () => string;
  settled?: () => Promise<CheckoutState>;
}

const defaultDeps: SubmitDeps = {
  subscribe: subscribeToMessaging,
  isReturning: checkReturningCustomer,
  reloadCart: refreshCart,
  dd: () => deviceId(),
};

/**
 * "Shipping submit": waits for an address check in flight, then is ignored while blocked (null); otherwise the address is stored and persisted, billing
 * pre-filled, the consents recorded; with SMS consent on a messaging storefront the subscriber goes to /api/attentive
 * (never waited for, never blocking); the returning-customer check re-reads the cart on a hit (the server applied the
 * coupon). Answers the next step: review when billing was already submitted (the shopper came back to edit), else billing.
 */
export async function submitShipping(
  values: ShippingValues,
  options: { messaging: boolean; clientUserId?: string | null },
  deps: SubmitDeps = defaultDeps,
): Promise<CheckoutStep | null> {
  const state = await (deps.settled ?? settledCheckout)();
  if (shippingSubmitBlocked(state)) return null;
  const { sendEmail, sendSMS, ...address } = values;
  updateCheckout({
    shippingAddress: address,
    billingAddress: billingAfterShipping(address, state.billingAddress),
    permissions: { sendEmail, sendSMS },
    submitted: { ...state.submitted, shipping: true },
  });
  const phone = phoneDigits(address.phone);
  if (sendSMS && options.messaging)
    void deps.subscribe({ email: address.email, phone, clientUserId: options.clientUserId ?? null });
  if (await deps.isReturning({ dd: deps.dd(), email: address.email, phone, zip: address.zip })) await deps.reloadCart();
  return state.submitted.billing ? 'review' : 'billing';
}
