import { describe, expect, it } from 'vitest';
import { paymentErrorKind, stepAfterPaymentError } from './payment-error';

describe("an error text containing 'insufficient' (case-insensitive) opens the insufficient-funds notice", () => {
  it.each([
    ['Your card has insufficient funds.', 'insufficientFunds'],
    ['INSUFFICIENT balance', 'insufficientFunds'],
    ['Insufficient', 'insufficientFunds'],
    ['Your card was declined.', 'checkoutError'],
    ['An error occurred, please try again', 'checkoutError'],
    ['Cart Empty', 'checkoutError'],
    ['', 'checkoutError'],
  ])('%j -> %s', (message, expected) => expect(paymentErrorKind(message)).toBe(expected));
});

describe('Payment error: on billing or review routes the user returns to billing', () => {
  it.each([
    ['/checkout/review', 'billing'],
    ['/checkout/review/', 'billing'],
    ['/checkout/billing', 'billing'],
    ['/checkout/shipping', null],
    ['/checkout/cart', null],
    ['/mattress', null],
    ['/checkout/reviews', null],
  ])('%s -> %s', (path, expected) => expect(stepAfterPaymentError(path)).toBe(expected));
});
