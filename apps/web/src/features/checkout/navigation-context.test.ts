import { describe, expect, it } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import type { Order } from '../../lib/api/orders';
import { initialCheckoutState, type CheckoutState } from './checkout-store';
import { navigationContext } from './navigation-context';

const address = { fullName: 'Ann Lee', line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zip: '78701', phone: '' };

describe('the guards read the checkout state', () => {
  it.each<[string, Partial<CheckoutState>, Partial<ReturnType<typeof navigationContext>>]>([
    ['no cart: no items', {}, { cartItemCount: 0, hasShippingLine: false, hasOrder: false }],
    ['cart lines are counted', { cart: cartFixture([cartLine('a'), cartLine('b')]) }, { cartItemCount: 2 }],
    ['a shipping address line', { shippingAddress: address }, { hasShippingLine: true }],
    ['a blank shipping line does not count', { shippingAddress: { ...address, line1: '  ' } }, { hasShippingLine: false }],
    ['the saved step is the previous step', { lastStep: 'review' }, { previousStep: 'review' }],
    ['billing submitted', { submitted: { shipping: true, billing: true } }, { billingSubmitted: true }],
    ['a saved orderID alone is not an existing order', { orderId: 'ord_1' }, { hasOrder: false }],
    ['an order awaiting payment', { order: { id: 'ord_1', status: 'pending' } as Order }, { hasOrder: true, orderPaid: false }],
    [
      'a paid order (the success step holds it)',
      { order: { id: 'ord_1', status: 'paid' } as Order },
      { hasOrder: true, orderPaid: true },
    ],
  ])('%s', (_name, state, expected) => {
    expect(navigationContext({ ...initialCheckoutState, ...state }, {})).toMatchObject(expected);
  });
});
