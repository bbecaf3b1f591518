import { describe, expect, it } from 'vitest';
import { orderTotals, type OrderTotals, type OrderTotalsInput } from './order-totals';

const base: Omit<OrderTotalsInput, 'lines' | 'extras' | 'totalAmount'> = {
  refundedAmount: 0,
  pendingRefundAmount: 0,
  captured: true,
};

// Amounts written out by hand, in cents.
const CASES: Array<[string, OrderTotalsInput, OrderTotals]> = [
  [
    'a $1,499.00 mattress, $150.00 coupon, free shipping, $123.67 tax: $1,472.67',
    {
      ...base,
      lines: [{ price: 149900, couponDiscount: 15000 }],
      extras: [
        { kind: 'shipping', amount: 0 },
        { kind: 'tax', amount: 12367 },
      ],
      totalAmount: 147267,
    },
    { subtotal: 149900, discount: 15000, shipping: 0, tax: 12367, adjustment: 0, total: 147267, refunded: 0, refundable: 147267 },
  ],
  [
    'two lines, white glove $149.00, a $10.50 recycling fee and $89.00 shipping count as shipping',
    {
      ...base,
      lines: [
        { price: 110000, couponDiscount: 10000 },
        { price: 12900, couponDiscount: 1173 },
      ],
      extras: [
        { kind: 'white-glove', amount: 14900 },
        { kind: 'recycling-fee', amount: 1050 },
        { kind: 'shipping', amount: 8900 },
        { kind: 'tax', amount: 9876 },
      ],
      totalAmount: 146453,
    },
    {
      subtotal: 122900,
      discount: 11173,
      shipping: 24850,
      tax: 9876,
      adjustment: 0,
      total: 146453,
      refunded: 0,
      refundable: 146453,
    },
  ],
  [
    'partly refunded ($200.00) with a $50.00 refund pending',
    {
      lines: [{ price: 99900, couponDiscount: 0 }],
      extras: [{ kind: 'tax', amount: 8242 }],
      totalAmount: 108142,
      refundedAmount: 20000,
      pendingRefundAmount: 5000,
      captured: true,
    },
    { subtotal: 99900, discount: 0, shipping: 0, tax: 8242, adjustment: 0, total: 108142, refunded: 20000, refundable: 83142 },
  ],
  [
    'refunded in full: nothing left to refund',
    {
      lines: [{ price: 5900, couponDiscount: 0 }],
      extras: [],
      totalAmount: 5900,
      refundedAmount: 5900,
      pendingRefundAmount: 0,
      captured: true,
    },
    { subtotal: 5900, discount: 0, shipping: 0, tax: 0, adjustment: 0, total: 5900, refunded: 5900, refundable: 0 },
  ],
  [
    'not captured yet (pending order): nothing refundable',
    { ...base, captured: false, lines: [{ price: 5900, couponDiscount: 590 }], extras: [], totalAmount: 5310 },
    { subtotal: 5900, discount: 590, shipping: 0, tax: 0, adjustment: 0, total: 5310, refunded: 0, refundable: 0 },
  ],
  [
    'a frozen cart that does not explain the charge: the difference is the adjustment',
    { ...base, lines: [], extras: [], totalAmount: 129900 },
    { subtotal: 0, discount: 0, shipping: 0, tax: 0, adjustment: 129900, total: 129900, refunded: 0, refundable: 129900 },
  ],
  [
    'pending refunds beyond what is left never make it negative',
    {
      ...base,
      lines: [{ price: 1000, couponDiscount: 0 }],
      extras: [],
      totalAmount: 1000,
      refundedAmount: 600,
      pendingRefundAmount: 600,
    },
    { subtotal: 1000, discount: 0, shipping: 0, tax: 0, adjustment: 0, total: 1000, refunded: 600, refundable: 0 },
  ],
];

describe('orderTotals', () => {
  it.each(CASES)('%s', (_case, input, expected) => {
    const totals = orderTotals(input);
    expect(totals).toEqual(expected);
    expect(totals.subtotal - totals.discount + totals.shipping + totals.tax + totals.adjustment).toBe(totals.total);
  });
});
