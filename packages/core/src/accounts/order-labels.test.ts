import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../checkout/order-schema';
import { ORDER_STATUS_LABELS, orderDateLabel, orderMoneyLabel, paymentMethodLabel, refundLabel } from './order-labels';

describe('order labels of the account pages', () => {
  it.each([
    ['stripeDirect', 'Card'],
    ['stripeCanada', 'Card'],
    ['paypal', 'PayPal'],
    ['amazonPay', 'Amazon Pay'],
    ['stripePaymentRequest', 'Wallet'],
    ['truemed', 'Truemed'],
  ])('payment method label: %s reads %s', (provider, label) => {
    expect(paymentMethodLabel(provider)).toBe(label);
  });

  it('an unknown provider is shown as it is (never blank)', () => {
    expect(paymentMethodLabel('somethingNew')).toBe('somethingNew');
  });

  it('every order status has a label', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).not.toBe('');
  });

  it('the order date is the UTC day, the same on server and browser', () => {
    expect(orderDateLabel('2026-01-02T23:30:00.000Z')).toBe('Jan 2, 2026');
    expect(orderDateLabel('2026-01-03T00:30:00.000+02:00')).toBe('Jan 2, 2026');
  });

  it('an unreadable date is blank rather than "Invalid Date"', () => {
    expect(orderDateLabel('not a date')).toBe('');
  });
});

describe('the money state of an order in the account pages', () => {
  it.each([
    ['pending', 'unpaid', 0, 'USD', 'Awaiting payment', null],
    ['paid', 'paid', 0, 'USD', 'Paid', null],
    ['paid', undefined, undefined, 'USD', 'Paid', null],
    ['paid', 'partially_refunded', 30000, 'USD', 'Partly refunded: $300', 'Partly refunded: $300'],
    ['paid', 'partially_refunded', 12345, 'CAD', 'Partly refunded: CA$123.45', 'Partly refunded: CA$123.45'],
    ['paid', 'partially_refunded', 0, 'USD', 'Partly refunded', 'Partly refunded'],
    ['paid', 'refunded', 129900, 'USD', 'Refunded', 'Refunded'],
    ['cancelled', 'unpaid', 0, 'USD', 'Cancelled', null],
    ['cancelled', 'refunded', 129900, 'USD', 'Cancelled · Refunded', 'Refunded'],
  ] as const)(
    '%s, money %s, %i back in %s: %s (refund: %s)',
    (status, paymentStatus, refundedAmount, currency, label, refund) => {
      expect(orderMoneyLabel({ status, paymentStatus, refundedAmount, currency })).toBe(label);
      expect(refundLabel({ paymentStatus, refundedAmount, currency })).toBe(refund);
    },
  );
});
