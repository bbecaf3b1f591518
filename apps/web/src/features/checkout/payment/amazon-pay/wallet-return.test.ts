import { describe, expect, it } from 'vitest';
import {
  EMPTY_AMAZON_SESSION_MESSAGE,
  FAILED_TO_COMPLETE_ORDER_MESSAGE,
  type AmazonCheckoutSession,
} from '@store/core/payments/amazon-pay-session';
import { readWalletReturn, resolveWalletReturn } from './wallet-return';

const address = {
  name: 'Sam Buyer',
  addressLine1: '500 Market St',
  addressLine2: 'Apt 4',
  city: 'San Francisco',
  stateOrRegion: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  phoneNumber: '4155550123',
};

const session = (patch: Partial<AmazonCheckoutSession> = {}): AmazonCheckoutSession => ({
  checkoutSessionId: 'S',
  statusDetails: { state: 'Open', reasonCode: null, reasonDescription: null },
  buyer: { name: 'Sam Buyer', email: 'sam@example.com' },
  shippingAddress: address,
  paymentDetails: { paymentIntent: null, chargeAmount: null },
  merchantReference: null,
  constraints: [{ constraintId: 'ChargeAmountNotSet', description: '' }],
  webCheckoutDetails: { checkoutReviewReturnUrl: '/checkout/review', checkoutResultReturnUrl: null, amazonPayRedirectUrl: null },
  ...patch,
});
const approved = {
  paymentDetails: { paymentIntent: 'Authorize' as const, chargeAmount: { amount: 100, currencyCode: 'USD' } },
  constraints: [],
  merchantReference: 'O',
};
const ctx = (v2: boolean) => ({ storeCountry: 'US', v2, cartTotal: { amount: 100, currency: 'USD' } });
const deps = (read: AmazonCheckoutSession | null, completed: AmazonCheckoutSession | null = null) => ({
  getSession: () => (read === null ? Promise.reject(new Error('404')) : Promise.resolve(read)),
  completeSession: () => (completed === null ? Promise.reject(new Error('409')) : Promise.resolve(completed)),
});

describe('the wallet return (Wallet checkout session)', () => {
  it('reads the return markers', () => {
    expect(readWalletReturn(new URLSearchParams('amazonCheckoutSessionId=S'))).toEqual({ sessionId: 'S', orderId: null });
    expect(readWalletReturn(new URLSearchParams('amazonCheckoutSessionId=S&orderId=O'))).toEqual({
      sessionId: 'S',
      orderId: 'O',
    });
    expect(readWalletReturn(new URLSearchParams('orderId=O'))).toBeNull();
  });

  it.each([
    [
      'back from sign-in: the address fills shipping',
      { sessionId: 'S', orderId: null },
      session(),
      false,
      null,
      {
        kind: 'signed-in',
        address: {
          fullName: 'Sam Buyer',
          line1: '500 Market St',
          line2: 'Apt 4',
          city: 'San Francisco',
          state: 'CA',
          zip: '94105',
          phone: '(415) 555-0123',
          email: 'sam@example.com',
        },
      },
    ],
    [
      'Canceled: cleared with the reason, tracked as cancelled',
      { sessionId: 'S', orderId: 'O' },
      session({
        statusDetails: { state: 'Canceled', reasonCode: 'BuyerCanceled', reasonDescription: 'Buyer canceled the payment' },
      }),
      false,
      null,
      { kind: 'failed', message: 'Error: Buyer canceled the payment', cancelled: true },
    ],
    [
      'first version, approved: the order is paid',
      { sessionId: 'S', orderId: 'O' },
      session(approved),
      false,
      null,
      { kind: 'pay', orderId: 'O' },
    ],
    [
      'newer version: completed with the cart total, then paid',
      { sessionId: 'S', orderId: 'O' },
      session(approved),
      true,
      session({ ...approved, statusDetails: { state: 'Completed', reasonCode: null, reasonDescription: null } }),
      { kind: 'pay', orderId: 'O' },
    ],
    [
      "newer version: a failed completion is 'Failed to complete order'",
      { sessionId: 'S', orderId: 'O' },
      session(approved),
      true,
      null,
      { kind: 'failed', message: FAILED_TO_COMPLETE_ORDER_MESSAGE, cancelled: false },
    ],
    [
      'an unreadable session is empty',
      { sessionId: 'S', orderId: null },
      null,
      false,
      null,
      { kind: 'failed', message: EMPTY_AMAZON_SESSION_MESSAGE, cancelled: false },
    ],
    [
      'back from the payment page without approving: waiting',
      { sessionId: 'S', orderId: 'O' },
      session(),
      false,
      null,
      { kind: 'waiting' },
    ],
  ] as const)('%s', async (_rule, ret, read, v2, completed, expected) => {
    expect(await resolveWalletReturn(ret, ctx(v2), deps(read, completed))).toEqual(expected);
  });
});
