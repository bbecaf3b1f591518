import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../checkout/order-schema';
import type { LineShipping } from '../back-office/line-shipping-wire';
import {
  lineShippingLabel,
  ORDER_STATUS_LABELS,
  orderDateLabel,
  orderMoneyLabel,
  paymentMethodLabel,
  refundLabel,
} from './order-labels';

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

describe('where an ordered line is', () => {
  const WHEN = 'Ships by ground carrier in 2 - 3 business days.';
  const shipped = (
    status: LineShipping['status'],
    quantity: number,
    lastShippedAt: string | null,
    carrierName: string | null,
  ) => ({
    status,
    quantity,
    lastShippedAt,
    carrierName,
  });
  it.each([
    ['an answer without `shipped` keeps the ordered wording', 3, 'pending', undefined, WHEN, `Preparing to ship · ${WHEN}`],
    ['nothing shipped yet', 3, 'pending', shipped('not_shipped', 0, null, null), WHEN, `Preparing to ship · ${WHEN}`],
    ['a back-order not shipped yet', 1, 'backorder', shipped('not_shipped', 0, null, null), null, 'On back order'],
    [
      'two of three shipped',
      3,
      'pending',
      shipped('partially_shipped', 2, '2026-01-02T15:00:00.000Z', 'UPS'),
      WHEN,
      `2 of 3 shipped · The rest: Preparing to ship · ${WHEN}`,
    ],
    [
      'one of two back-ordered shipped',
      2,
      'backorder',
      shipped('partially_shipped', 1, '2026-01-02T15:00:00.000Z', 'UPS'),
      null,
      '1 of 2 shipped · The rest: On back order',
    ],
    [
      'all shipped',
      3,
      'pending',
      shipped('shipped', 3, '2026-01-05T09:30:00.000Z', 'FedEx'),
      WHEN,
      'Shipped Jan 5, 2026 with FedEx',
    ],
    [
      'a back-order shipped',
      1,
      'backorder',
      shipped('shipped', 1, '2026-01-02T23:59:00.000Z', 'UPS'),
      null,
      'Shipped Jan 2, 2026 with UPS',
    ],
    ['shipped, date and carrier unknown', 1, 'pending', shipped('shipped', 1, null, null), WHEN, 'Shipped'],
    ['a protection plan', 1, 'pending', shipped('nothing_to_ship', 0, null, null), WHEN, 'No shipping needed'],
  ] as const)('%s', (_name, quantity, fulfillmentStatus, lineShipped, when, label) => {
    expect(lineShippingLabel({ quantity, fulfillmentStatus, shipped: lineShipped }, when)).toBe(label);
  });
});
