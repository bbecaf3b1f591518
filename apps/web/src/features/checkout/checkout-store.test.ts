import { describe, expect, it } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import {
  checkoutSnapshot,
  initialCheckoutState,
  remoteTokenAction,
  resetKeepingCart,
  updateCheckout,
  type CheckoutState,
} from './checkout-store';

const full = cartFixture([cartLine('a')]);
const empty = cartFixture([]);
const holding: CheckoutState = {
  ...initialCheckoutState,
  cart: full,
  remoteToken: 'tok',
  remoteTokenCartId: full.id,
  remoteTokenExpiresAt: 10_000,
};

describe('remoteTokenAction', () => {
  it.each<[string, ReturnType<typeof cartFixture> | null, CheckoutState, number, ReturnType<typeof remoteTokenAction>]>([
    ['a cart with items and no token fetches one', full, initialCheckoutState, 0, 'fetch'],
    ['a valid token for this cart is kept', full, holding, 5_000, 'keep'],
    ['an expired token is fetched again', full, holding, 10_000, 'fetch'],
    ['a token for another cart is replaced', { ...full, id: 'Z'.repeat(24) }, holding, 5_000, 'fetch'],
    ['an empty cart clears the token', empty, holding, 5_000, 'clear'],
    ['a cleared cart clears the token', null, holding, 5_000, 'clear'],
    ['an empty cart without a token changes nothing', empty, initialCheckoutState, 0, 'keep'],
  ])('%s', (_name, cart, state, now, expected) => {
    expect(remoteTokenAction(cart, state, now)).toBe(expected);
  });
});

describe('"The checkout store can reset while keeping the cart"', () => {
  it('keeps the cart (and the once-only extend flag), returns the rest to the brand defaults', () => {
    const defaults = { permissions: { sendEmail: false, sendSMS: false }, paymentProvider: 'stripeCanada' as const };
    updateCheckout({
      cart: full,
      shippingAddress: {
        fullName: 'Ann Lee',
        line1: '1 Main',
        line2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        phone: '5551234567',
      },
      paymentProvider: 'amazonPay',
      orderId: 'ord_1',
      extendModalTriggered: true,
      submitted: { shipping: true, billing: true },
    });
    resetKeepingCart(defaults);
    const after = checkoutSnapshot();
    expect(after.cart).toBe(full);
    expect(after.extendModalTriggered).toBe(true);
    expect(after).toMatchObject({
      shippingAddress: null,
      orderId: null,
      paymentProvider: 'stripeCanada',
      permissions: defaults.permissions,
      submitted: { shipping: false, billing: false },
      splitItNumberOfPayments: 12,
    });
  });
});
