import { describe, expect, it } from 'vitest';
import { orderLineQuantities, type LineQuantities, type OrderLineQuantitiesInput } from './order-line-quantities';

const now = new Date('2026-06-10T12:00:00Z');
const shippedOn = (day: string, quantity: number) => ({
  shippedAt: new Date(`${day}T15:00:00Z`),
  lines: [{ itemIdentifier: 'M', quantity }],
});
const refund = (quantity: number, status: 'pending' | 'succeeded' | 'failed' = 'succeeded', returnId: string | null = null) => ({
  status,
  returnId,
  lines: [{ itemIdentifier: 'M', quantity }],
});
const paid = { status: 'paid', paymentStatus: 'paid' } as const;
const input = (overrides: Partial<OrderLineQuantitiesInput>): OrderLineQuantitiesInput => ({
  order: paid,
  lines: [{ itemIdentifier: 'M', title: 'Mattress', quantity: 2, amount: 199800, trialNights: 100 }],
  shipments: [],
  refunds: [],
  returns: [],
  now,
  ...overrides,
});

const CASES: Array<[string, OrderLineQuantitiesInput, LineQuantities]> = [
  ['nothing shipped yet: nothing to return', input({}), { shipped: 0, refunded: 0, returnable: 0 }],
  [
    'both shipped a week ago, in trial',
    input({ shipments: [shippedOn('2026-06-03', 2)] }),
    { shipped: 2, refunded: 0, returnable: 2 },
  ],
  ['one of two shipped', input({ shipments: [shippedOn('2026-06-03', 1)] }), { shipped: 1, refunded: 0, returnable: 1 }],
  [
    'one in a return already, the other still returnable',
    input({ shipments: [shippedOn('2026-06-03', 2)], returns: [{ itemIdentifier: 'M', quantity: 1, status: 'approved' }] }),
    { shipped: 2, refunded: 0, returnable: 1 },
  ],
  [
    'a refused return frees its unit',
    input({ shipments: [shippedOn('2026-06-03', 2)], returns: [{ itemIdentifier: 'M', quantity: 2, status: 'refused' }] }),
    { shipped: 2, refunded: 0, returnable: 2 },
  ],
  [
    'one refunded without a return (goodwill): one left to return',
    input({ shipments: [shippedOn('2026-06-03', 2)], refunds: [refund(1)] }),
    { shipped: 2, refunded: 1, returnable: 1 },
  ],
  [
    'a pending refund counts, a failed one does not',
    input({ shipments: [shippedOn('2026-06-03', 2)], refunds: [refund(1, 'pending'), refund(1, 'failed')] }),
    { shipped: 2, refunded: 1, returnable: 1 },
  ],
  [
    'the refund of a return is counted once, through the return',
    input({
      shipments: [shippedOn('2026-06-03', 2)],
      returns: [{ itemIdentifier: 'M', quantity: 1, status: 'refunded' }],
      refunds: [refund(1, 'succeeded', 'ret_1')],
    }),
    { shipped: 2, refunded: 1, returnable: 1 },
  ],
  [
    'the 100-night trial from 1 March ended on 9 June at midnight UTC',
    input({ shipments: [shippedOn('2026-03-01', 2)] }),
    { shipped: 2, refunded: 0, returnable: 0 },
  ],
  [
    'a product without a trial',
    input({
      lines: [{ itemIdentifier: 'M', title: 'Frame', quantity: 2, amount: 59800, trialNights: null }],
      shipments: [shippedOn('2026-06-03', 2)],
    }),
    { shipped: 2, refunded: 0, returnable: 0 },
  ],
  [
    'a cancelled order returns nothing',
    input({ order: { status: 'cancelled', paymentStatus: 'refunded' }, shipments: [shippedOn('2026-06-03', 2)] }),
    { shipped: 2, refunded: 0, returnable: 0 },
  ],
  [
    'more shipped than ordered (bad data) is capped at the line',
    input({ shipments: [shippedOn('2026-06-03', 2), shippedOn('2026-06-04', 1)] }),
    { shipped: 2, refunded: 0, returnable: 2 },
  ],
];

describe('orderLineQuantities', () => {
  it.each(CASES)('%s', (_case, given, expected) => {
    expect(orderLineQuantities(given).get('M')).toEqual(expected);
  });
});
