import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../lib/api/types';
import { linesRefundPreview } from './refund-preview';

const line = (itemIdentifier: string, quantity: number, amount: number, refundedQuantity = 0) => ({
  itemIdentifier,
  title: itemIdentifier,
  sku: itemIdentifier,
  quantity,
  properties: [],
  extras: null,
  amount,
  shippedQuantity: 0,
  refundedQuantity,
  returnableQuantity: quantity - refundedQuantity,
});

const refund = (taxAmount: number, lines: Array<{ itemIdentifier: string; quantity: number }>, status = 'succeeded') => ({
  id: `r${taxAmount}`,
  amount: 1,
  status: status as 'succeeded',
  reason: 'damaged',
  note: null,
  lines,
  taxAmount,
  createdAt: '2026-03-10T12:00:00.000Z',
  staffEmail: null,
});

/** A $974.25 mattress and two pillows for $89.00, with $80.38 of tax. */
const order = (refundedPillows = 0, refunds: ReturnType<typeof refund>[] = []) =>
  ({
    totals: { subtotal: 106325, discount: 0, shipping: 0, tax: 8038, total: 114363, refunded: 0, refundable: 114363 },
    lines: [line('mattress', 1, 97425), line('pillows', 2, 8900, refundedPillows)],
    refunds,
  }) as unknown as Pick<OrderDetail, 'lines' | 'totals' | 'refunds'>;

describe('linesRefundPreview: what "By lines" refunds, of which tax, as the API prices it', () => {
  it.each([
    ['the mattress', order(), ['1', '0'], { amount: 104790, tax: 7365 }],
    ['everything', order(), ['1', '2'], { amount: 114363, tax: 8038 }],
    ['one pillow', order(), ['0', '1'], { amount: 4786, tax: 336 }],
    [
      'the mattress after both pillows: its share and the cent the pillows kept',
      order(2, [refund(672, [{ itemIdentifier: 'pillows', quantity: 2 }]), refund(0, [], 'succeeded')]),
      ['1', '0'],
      { amount: 104791, tax: 7366 },
    ],
    [
      'a failed refund holds nothing',
      order(0, [refund(672, [{ itemIdentifier: 'pillows', quantity: 2 }], 'failed')]),
      ['1', '0'],
      { amount: 104790, tax: 7365 },
    ],
    ['nothing chosen', order(), ['0', '0'], null],
    ['more than is left', order(2), ['0', '1'], null],
    ['not a number', order(), ['x', ''], null],
  ] as const)('%s', (_case, o, quantities, expected) => {
    expect(linesRefundPreview(o, quantities)).toEqual(expected);
  });
});
