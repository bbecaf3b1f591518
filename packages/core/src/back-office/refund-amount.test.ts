import { describe, expect, it } from 'vitest';
import { linesRefundAmount, refundedQuantities, unitsAmount, type LineQuantity } from './refund-amount';

/** An order's lines: three pillows for $100.00 after the coupon, one mattress for $1,349.00, a free gift of two. */
const LINES = [
  { itemIdentifier: 'pillows', quantity: 3, priceAfterDiscount: 10_000 },
  { itemIdentifier: 'mattress', quantity: 1, priceAfterDiscount: 134_900 },
  { itemIdentifier: 'gift', quantity: 2, priceAfterDiscount: 0 },
  { itemIdentifier: 'sheets', quantity: 7, priceAfterDiscount: 1_000 },
];

describe('unitsAmount: an equal share per unit, the last unit takes the remainder', () => {
  it.each([
    // [line total, quantity, already refunded, units now, expected]
    [10_000, 3, 0, 1, 3_333],
    [10_000, 3, 0, 2, 6_666],
    [10_000, 3, 0, 3, 10_000],
    [10_000, 3, 1, 2, 6_667],
    [10_000, 3, 2, 1, 3_334],
    [1_000, 7, 0, 1, 142],
    [1_000, 7, 6, 1, 148],
    [1_000, 7, 3, 4, 574],
    [134_900, 1, 0, 1, 134_900],
    [0, 2, 0, 2, 0],
    [99, 100, 0, 99, 0],
    [99, 100, 99, 1, 99],
    [10_000, 3, 0, 0, 0],
  ])('a line of %i for %i units, %i refunded, %i more: %i', (total, quantity, from, count, expected) => {
    expect(unitsAmount({ priceAfterDiscount: total, quantity }, from, count)).toBe(expected);
  });

  it.each([
    [10_000, 3],
    [1_000, 7],
    [1, 3],
    [149_999, 11],
    [0, 4],
  ])('refunding a line of %i for %i units one unit at a time gives back exactly the line', (total, quantity) => {
    const line = { priceAfterDiscount: total, quantity };
    const units = Array.from({ length: quantity }, (_, i) => unitsAmount(line, i, 1));
    expect(units.reduce((sum, u) => sum + u, 0)).toBe(total);
  });
});

describe('linesRefundAmount', () => {
  const none = new Map<string, number>();
  it.each<[string, LineQuantity[], ReadonlyMap<string, number>, number, LineQuantity[]]>([
    ['one pillow', [{ itemIdentifier: 'pillows', quantity: 1 }], none, 3_333, [{ itemIdentifier: 'pillows', quantity: 1 }]],
    ['the mattress', [{ itemIdentifier: 'mattress', quantity: 1 }], none, 134_900, [{ itemIdentifier: 'mattress', quantity: 1 }]],
    [
      'a pillow and the mattress',
      [
        { itemIdentifier: 'pillows', quantity: 1 },
        { itemIdentifier: 'mattress', quantity: 1 },
      ],
      none,
      138_233,
      [
        { itemIdentifier: 'pillows', quantity: 1 },
        { itemIdentifier: 'mattress', quantity: 1 },
      ],
    ],
    [
      'the last pillow after two refunded (the remainder)',
      [{ itemIdentifier: 'pillows', quantity: 1 }],
      new Map([['pillows', 2]]),
      3_334,
      [{ itemIdentifier: 'pillows', quantity: 1 }],
    ],
    [
      'a pillow named twice counts as two',
      [
        { itemIdentifier: 'pillows', quantity: 1 },
        { itemIdentifier: 'pillows', quantity: 1 },
      ],
      none,
      6_666,
      [{ itemIdentifier: 'pillows', quantity: 2 }],
    ],
    ['the free gift', [{ itemIdentifier: 'gift', quantity: 2 }], none, 0, [{ itemIdentifier: 'gift', quantity: 2 }]],
    [
      'the last four sheets after three',
      [{ itemIdentifier: 'sheets', quantity: 4 }],
      new Map([['sheets', 3]]),
      574,
      [{ itemIdentifier: 'sheets', quantity: 4 }],
    ],
  ])('%s', (_, asked, refunded, amount, lines) => {
    expect(linesRefundAmount(LINES, refunded, asked)).toEqual({ ok: true, amount, lines });
  });

  it.each<[string, LineQuantity[], ReadonlyMap<string, number>, unknown]>([
    [
      'a line the order does not have',
      [{ itemIdentifier: 'nope', quantity: 1 }],
      none,
      { kind: 'unknown-line', itemIdentifier: 'nope' },
    ],
    [
      'more pillows than the order has',
      [{ itemIdentifier: 'pillows', quantity: 4 }],
      none,
      { kind: 'beyond-left', itemIdentifier: 'pillows', asked: 4, left: 3 },
    ],
    [
      'two pillows when one is left',
      [{ itemIdentifier: 'pillows', quantity: 2 }],
      new Map([['pillows', 2]]),
      { kind: 'beyond-left', itemIdentifier: 'pillows', asked: 2, left: 1 },
    ],
    [
      'the mattress again',
      [{ itemIdentifier: 'mattress', quantity: 1 }],
      new Map([['mattress', 1]]),
      { kind: 'beyond-left', itemIdentifier: 'mattress', asked: 1, left: 0 },
    ],
    [
      'a line named twice beyond what is left',
      [
        { itemIdentifier: 'pillows', quantity: 2 },
        { itemIdentifier: 'pillows', quantity: 2 },
      ],
      none,
      { kind: 'beyond-left', itemIdentifier: 'pillows', asked: 4, left: 3 },
    ],
  ])('refused: %s', (_, asked, refunded, problem) => {
    expect(linesRefundAmount(LINES, refunded, asked)).toEqual({ ok: false, problem });
  });
});

describe('refundedQuantities', () => {
  it('sums the units of each line over the refunds', () => {
    const refunds = [
      { lines: [{ itemIdentifier: 'pillows', quantity: 1 }] },
      { lines: [] },
      {
        lines: [
          { itemIdentifier: 'pillows', quantity: 2 },
          { itemIdentifier: 'mattress', quantity: 1 },
        ],
      },
    ];
    expect(Object.fromEntries(refundedQuantities(refunds))).toEqual({ pillows: 3, mattress: 1 });
  });
});
