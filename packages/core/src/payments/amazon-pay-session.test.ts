import { describe, expect, it } from 'vitest';
import { WRONG_COUNTRY_MESSAGE } from '../checkout/order-address';
import {
  AMAZON_NO_ADDRESS_MESSAGE,
  AMAZON_NO_REDIRECT_MESSAGE,
  afterSessionCompletion,
  EMPTY_AMAZON_SESSION_MESSAGE,
  FAILED_TO_COMPLETE_ORDER_MESSAGE,
  isCheckoutReturnPath,
  walletRedirect,
  walletSessionAction,
  type AmazonCheckoutSession,
} from './amazon-pay-session';

const US_ADDRESS = {
  name: 'Ann Lee',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'San Francisco',
  stateOrRegion: 'CA',
  postalCode: '94105',
  countryCode: 'US',
  phoneNumber: '4155550100',
};

function session(patch: Partial<AmazonCheckoutSession> = {}): AmazonCheckoutSession {
  return {
    checkoutSessionId: 'S1',
    statusDetails: { state: 'Open', reasonCode: null, reasonDescription: null },
    buyer: { name: 'Ann Lee', email: 'ann@example.com' },
    shippingAddress: US_ADDRESS,
    paymentDetails: { paymentIntent: null, chargeAmount: null },
    merchantReference: null,
    constraints: [{ constraintId: 'CheckoutResultReturnUrlNotSet', description: 'x' }],
    webCheckoutDetails: {
      checkoutReviewReturnUrl: '/checkout/review',
      checkoutResultReturnUrl: null,
      amazonPayRedirectUrl: null,
    },
    ...patch,
  };
}

const approvedDetails = { paymentIntent: 'Authorize' as const, chargeAmount: { amount: 129900, currencyCode: 'USD' } };
const v1 = { storeCountry: 'US', v2: false, cartTotal: { amount: 129900, currency: 'USD' } };
const v2 = { ...v1, v2: true };

describe('Wallet checkout session: what a session read leads to', () => {
  it.each([
    [
      'Completed completes the order',
      session({ statusDetails: { state: 'Completed', reasonCode: null, reasonDescription: null } }),
      v1,
      { kind: 'complete-order' },
    ],
    [
      'Canceled clears the stored session and reports the reason description',
      session({
        statusDetails: { state: 'Canceled', reasonCode: 'BuyerCanceled', reasonDescription: 'Buyer canceled the payment' },
      }),
      v1,
      { kind: 'clear', message: 'Error: Buyer canceled the payment' },
    ],
    [
      'otherwise a missing address clears the session with an error',
      session({ shippingAddress: null }),
      v1,
      { kind: 'clear', message: AMAZON_NO_ADDRESS_MESSAGE },
    ],
    [
      'otherwise an address outside the store country clears the session with an error',
      session({ shippingAddress: { ...US_ADDRESS, countryCode: 'CA' } }),
      v1,
      { kind: 'clear', message: WRONG_COUNTRY_MESSAGE },
    ],
    [
      'newer version: a payment intent and no constraints send the cart total to complete the session',
      session({ paymentDetails: approvedDetails, constraints: [] }),
      v2,
      { kind: 'complete-session', chargeAmount: { amount: 129900, currencyCode: 'USD' } },
    ],
    [
      'first version (ours): an approved session completes the order',
      session({ paymentDetails: approvedDetails, constraints: [] }),
      v1,
      { kind: 'complete-order' },
    ],
    ['while Open: payment details are set and the buyer redirected', session(), v1, { kind: 'set-details-and-redirect' }],
    [
      'while Open with a payment intent still constrained (not approved yet): redirected',
      session({ paymentDetails: approvedDetails }),
      v2,
      { kind: 'set-details-and-redirect' },
    ],
    [
      "an empty session is 'Empty amazonCheckoutSession object' (internal)",
      null,
      v1,
      { kind: 'clear', message: EMPTY_AMAZON_SESSION_MESSAGE },
    ],
    [
      'a session without id is empty too',
      session({ checkoutSessionId: '' }),
      v1,
      { kind: 'clear', message: EMPTY_AMAZON_SESSION_MESSAGE },
    ],
  ] as const)('%s', (_rule, input, ctx, expected) => {
    expect(walletSessionAction(input, ctx)).toEqual(expected);
  });

  it('Canceled is read before the address: a canceled session without address still reports the reason', () => {
    const canceled = session({
      shippingAddress: null,
      statusDetails: { state: 'Canceled', reasonCode: null, reasonDescription: 'Timed out' },
    });
    expect(walletSessionAction(canceled, v1)).toEqual({ kind: 'clear', message: 'Error: Timed out' });
  });
});

describe("newer version: a state other than Completed after completing clears with 'Failed to complete order'", () => {
  it.each([
    ['Completed', { kind: 'complete-order' }],
    ['Open', { kind: 'clear', message: FAILED_TO_COMPLETE_ORDER_MESSAGE }],
    ['Canceled', { kind: 'clear', message: FAILED_TO_COMPLETE_ORDER_MESSAGE }],
  ] as const)('%s', (state, expected) => {
    expect(afterSessionCompletion(session({ statusDetails: { state, reasonCode: null, reasonDescription: null } }))).toEqual(
      expected,
    );
  });
  it('no session at all is a failure too', () => {
    expect(afterSessionCompletion(null)).toEqual({ kind: 'clear', message: FAILED_TO_COMPLETE_ORDER_MESSAGE });
  });
});

describe('"redirected to the returned redirect URL; a missing URL is an error"', () => {
  it.each([
    ['/api/sandbox/amazon-pay/S1/pay', { ok: true, url: '/api/sandbox/amazon-pay/S1/pay' }],
    [null, { ok: false, message: AMAZON_NO_REDIRECT_MESSAGE }],
    [undefined, { ok: false, message: AMAZON_NO_REDIRECT_MESSAGE }],
    ['  ', { ok: false, message: AMAZON_NO_REDIRECT_MESSAGE }],
  ] as const)('%s', (url, expected) => {
    expect(walletRedirect(url)).toEqual(expected);
  });
});

describe('return URLs are relative storefront paths under /checkout/ (no open redirect)', () => {
  it.each([
    ['/checkout/review', true],
    ['/checkout/review?step=1', true],
    ['/checkout/shipping', true],
    ['https://evil.example/checkout/review', false],
    ['//evil.example/checkout/review', false],
    ['/checkout//evil.example', false],
    ['/checkout/\\evil', false],
    ['/cart', false],
    ['checkout/review', false],
    ['/checkout/review#x', false],
    ['/checkout/review?next=https://evil.example', false],
    ['', false],
  ] as const)('%s -> %s', (url, expected) => {
    expect(isCheckoutReturnPath(url)).toBe(expected);
  });
});
