import { describe, expect, it } from 'vitest';
import type { LineQuantity } from './refund-amount';
import { linesRefundWithTax, linesTaxShare, taxPartOf } from './tax-share';

/** A mattress for $974.25 and two pillows for $89.00 after the coupon; $80.38 of tax on the $1,063.25 taxable. */
const ORDER = [
  { itemIdentifier: 'mattress', quantity: 1, priceAfterDiscount: 97_425 },
  { itemIdentifier: 'pillows', quantity: 2, priceAfterDiscount: 8_900 },
];
const TAX = 8_038;
/** Seven sheets for $10.00 with $0.83 of tax: every unit's share rounds down. */
const SHEETS = [{ itemIdentifier: 'sheets', quantity: 7, priceAfterDiscount: 1_000 }];

describe('linesTaxShare: round-down of tax × goods / taxable, the last piece takes what is left', () => {
  it.each([
    // [case, goods, units left after, earlier tax parts, expected]
    ['the mattress, pillows still to refund', 97_425, 2, [], 7_365],
    ['one pillow after the mattress', 4_450, 1, [7_365], 336],
    ['the last pillow: what is left', 4_450, 0, [7_365, 336], 337],
    ['both pillows first', 8_900, 1, [], 672],
    ['the mattress last: its share and the cent the pillows kept', 97_425, 0, [672], 7_366],
    ['everything at once: the whole tax', 106_325, 0, [], 8_038],
    ['the last piece after a return refunded for less: its share and a cent, not the rest', 8_900, 0, [3_000], 673],
    ['nothing left to give back', 4_450, 1, [8_038], 0],
    ['no goods', 0, 2, [], 0],
  ] as const)('%s: %i goods, %i units left, earlier %j: %i', (_case, goods, left, earlier, expected) => {
    expect(linesTaxShare(ORDER, { tax: TAX, earlier }, goods, left)).toBe(expected);
  });

  it.each([
    ['no tax charged', ORDER, 0, 97_425, 0],
    ['a negative tax (a bad cart) gives nothing', ORDER, -5, 97_425, 0],
    ['lines that cost nothing', [{ itemIdentifier: 'gift', quantity: 2, priceAfterDiscount: 0 }], 500, 0, 0],
  ] as const)('%s', (_case, lines, tax, goods, expected) => {
    expect(linesTaxShare(lines, { tax, earlier: [] }, goods, 0)).toBe(expected);
  });
});

describe('linesRefundWithTax: the units at their share of the line plus their share of the tax', () => {
  it.each([
    // [case, lines, tax, already refunded, earlier tax parts, asked, goods, tax, amount]
    [
      'the only line of an order: line and all its tax',
      [ORDER[0]!],
      TAX,
      {},
      [],
      [{ itemIdentifier: 'mattress', quantity: 1 }],
      97_425,
      8_038,
      105_463,
    ],
    ['the mattress of two lines', ORDER, TAX, {}, [], [{ itemIdentifier: 'mattress', quantity: 1 }], 97_425, 7_365, 104_790],
    ['one pillow', ORDER, TAX, {}, [], [{ itemIdentifier: 'pillows', quantity: 1 }], 4_450, 336, 4_786],
    [
      'the last pillow after the rest',
      ORDER,
      TAX,
      { mattress: 1, pillows: 1 },
      [7_365, 336],
      [{ itemIdentifier: 'pillows', quantity: 1 }],
      4_450,
      337,
      4_787,
    ],
    [
      'all lines at once',
      ORDER,
      TAX,
      {},
      [],
      [
        { itemIdentifier: 'mattress', quantity: 1 },
        { itemIdentifier: 'pillows', quantity: 2 },
      ],
      106_325,
      8_038,
      114_363,
    ],
    ['one sheet', SHEETS, 83, {}, [], [{ itemIdentifier: 'sheets', quantity: 1 }], 142, 11, 153],
    [
      'the last sheet after six',
      SHEETS,
      83,
      { sheets: 6 },
      [11, 11, 11, 11, 11, 11],
      [{ itemIdentifier: 'sheets', quantity: 1 }],
      148,
      17,
      165,
    ],
  ] as const)('%s', (_case, lines, tax, refunded, earlier, asked, goods, taxPart, amount) => {
    const done = new Map(Object.entries(refunded));
    expect(linesRefundWithTax(lines, done, asked, { tax, earlier })).toEqual({
      ok: true,
      goods,
      tax: taxPart,
      amount,
      lines: asked,
    });
  });

  it('passes on the line problems (more units than are left, a line the order does not have)', () => {
    const ask = (asked: LineQuantity[]) =>
      linesRefundWithTax(ORDER, new Map([['pillows', 2]]), asked, { tax: TAX, earlier: [672] });
    expect(ask([{ itemIdentifier: 'pillows', quantity: 1 }])).toEqual({
      ok: false,
      problem: { kind: 'beyond-left', itemIdentifier: 'pillows', asked: 1, left: 0 },
    });
    expect(ask([{ itemIdentifier: 'frame', quantity: 1 }])).toEqual({
      ok: false,
      problem: { kind: 'unknown-line', itemIdentifier: 'frame' },
    });
  });

  /** Refunds the order piece by piece as planned; the tax parts and the amounts must add up exactly. */
  function refundInPieces(lines: typeof ORDER, tax: number, plan: LineQuantity[][]) {
    const refunded = new Map<string, number>();
    const earlier: number[] = [];
    let amount = 0;
    for (const asked of plan) {
      const piece = linesRefundWithTax(lines, refunded, asked, { tax, earlier });
      if (!piece.ok) throw new Error(JSON.stringify(piece.problem));
      earlier.push(piece.tax);
      amount += piece.amount;
      for (const l of piece.lines) refunded.set(l.itemIdentifier, (refunded.get(l.itemIdentifier) ?? 0) + l.quantity);
    }
    return { tax: earlier.reduce((s, p) => s + p, 0), amount };
  }

  const unit = (itemIdentifier: string, quantity = 1) => [{ itemIdentifier, quantity }];
  const THIRDS = [
    { itemIdentifier: 'a', quantity: 3, priceAfterDiscount: 10_000 },
    { itemIdentifier: 'b', quantity: 1, priceAfterDiscount: 1 },
    { itemIdentifier: 'c', quantity: 5, priceAfterDiscount: 149_999 },
  ];
  it.each([
    ['mattress, pillow, pillow', ORDER, TAX, [unit('mattress'), unit('pillows'), unit('pillows')], 8_038, 114_363],
    ['pillow, mattress, pillow', ORDER, TAX, [unit('pillows'), unit('mattress'), unit('pillows')], 8_038, 114_363],
    ['pillows, mattress', ORDER, TAX, [unit('pillows', 2), unit('mattress')], 8_038, 114_363],
    ['seven sheets one by one', SHEETS, 83, Array.from({ length: 7 }, () => unit('sheets')), 83, 1_083],
    [
      'nine units one by one on awkward figures',
      THIRDS,
      12_347,
      [unit('c'), unit('a'), unit('b'), unit('c'), unit('a'), unit('c'), unit('c'), unit('a'), unit('c')],
      12_347,
      172_347,
    ],
  ] as const)(
    'pieces add up exactly: %s gives back the tax (%i) and lines plus tax (%i)',
    (_case, lines, tax, plan, taxBack, amount) => {
      expect(
        refundInPieces(
          [...lines],
          tax,
          plan.map((p) => [...p]),
        ),
      ).toEqual({ tax: taxBack, amount });
    },
  );
});

describe('taxPartOf: a refund given for less than its lines with their tax carries the same share of tax', () => {
  it.each([
    [104_790, 104_790, 7_365, 7_365],
    [50_000, 104_790, 7_365, 3_514],
    [1, 104_790, 7_365, 0],
    [200_000, 104_790, 7_365, 7_365],
    [50_000, 104_790, 0, 0],
    [0, 104_790, 7_365, 0],
  ])('%i of %i with %i of tax: %i', (amount, full, tax, expected) => {
    expect(taxPartOf(amount, full, tax)).toBe(expected);
  });
});
