import { describe, expect, it } from 'vitest';
import { paymentTokenReference } from './payment-token';

describe('the order’s payment token reference: the type and last four characters, never the token', () => {
  it.each([
    ['a sandbox card token', 'tok_8Hq2LmZp0aB3cD4eF5gH6iJ7kL8mWx9Z', 'tok_…Wx9Z'],
    ['a Stripe PaymentMethod id', 'pm_1QxYzAbCdEfGhIjK4fQa', 'pm_…4fQa'],
    ['a PayPal nonce (no prefix)', '3f2a9c1e-77b0-4d7e-9a55-0c1d2e3f4a5b', '…4a5b'],
    ['a short token says nothing of itself', 'tok_abc', 'tok_…'],
    ['a token of exactly eight characters after its prefix', 'tok_abcdefgh', 'tok_…'],
    ['the zero-total placeholder stays as it is (a constant, not a card)', 'zero-total-placeholder', 'zero-total-placeholder'],
    ['an overlong prefix is not a prefix', 'abcdefghij_0123456789', '…6789'],
  ])('%s', (_name, token, expected) => {
    expect(paymentTokenReference(token)).toBe(expected);
  });
});
