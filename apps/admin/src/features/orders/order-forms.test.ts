import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../lib/api/types';
import { refundFormSchema, refundReasonLabel, refundRequest, shipFormSchema, shipRequest, type RefundForm } from './order-forms';

const line = (itemIdentifier: string, quantity: number, shippedQuantity = 0, refundedQuantity = 0) => ({
  itemIdentifier,
  title: itemIdentifier,
  sku: itemIdentifier,
  quantity,
  properties: [],
  extras: null,
  amount: 10000 * quantity,
  shippedQuantity,
  refundedQuantity,
  returnableQuantity: quantity - refundedQuantity,
});

const order: Pick<OrderDetail, 'currency' | 'totals' | 'lines'> = {
  currency: 'USD',
  totals: { subtotal: 40000, discount: 0, shipping: 0, tax: 0, total: 40000, refunded: 10000, refundable: 30000 },
  lines: [line('mattress', 1), line('pillow', 3, 1, 1)],
};

const form = (patch: Partial<RefundForm>): RefundForm => ({
  mode: 'amount',
  amount: '',
  quantities: [],
  reason: 'damaged',
  note: '',
  ...patch,
});

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('refundFormSchema', () => {
  const schema = refundFormSchema(order);
  it.each([
    [form({ amount: '300' }), []],
    [form({ amount: '300.01' }), ['amount: At most $300.00 can be refunded']],
    [form({ amount: 'ten' }), ['amount: Enter an amount such as 25.00']],
    [form({ amount: '10', reason: '' }), ['reason: Choose a reason']],
    [form({ amount: '10', reason: 'price-adjustment' }), ['reason: Choose a reason']],
    [form({ mode: 'lines', quantities: ['0', '2'] }), []],
    [form({ mode: 'lines', quantities: ['0', '3'] }), ['quantities.1: From 0 to 2']],
    [form({ mode: 'lines', quantities: ['0', '0'] }), ['quantities: Choose at least one item to refund']],
    [form({ mode: 'lines', quantities: ['-1'] }), ['quantities.0: From 0 to 1']],
    [form({ amount: '1', note: 'x'.repeat(501) }), ['note: Keep the note to 500 characters']],
  ])('%o -> %j', (value, expected) => {
    expect(messages(schema.safeParse(value))).toEqual(expected);
  });
});

describe('refundRequest', () => {
  it.each([
    [form({ amount: '129.50' }), { amount: 12950, reason: 'damaged' }],
    [form({ amount: '5', note: '  box crushed ' }), { amount: 500, reason: 'damaged', note: 'box crushed' }],
    [
      form({ mode: 'lines', amount: '99', quantities: ['1', '0'] }),
      { lines: [{ itemIdentifier: 'mattress', quantity: 1 }], reason: 'damaged' },
    ],
  ])('%o sends %o', (value, expected) => {
    expect(refundRequest(value, order)).toEqual(expected);
  });
});

describe('shipFormSchema / shipRequest', () => {
  const schema = shipFormSchema(order);
  it.each([
    [{ carrier: 'ups', trackingNumber: '1Z 999AA1 0123456784', quantities: ['1', '1'] }, []],
    [{ carrier: 'white-glove', trackingNumber: 'Crew 7', quantities: ['1', '0'] }, []],
    [{ carrier: 'ups', trackingNumber: '1Z999AA10123456784', quantities: ['0', '2'] }, ['quantities.1: From 0 to 1']],
    [
      { carrier: 'fedex', trackingNumber: '1Z999AA10123456784', quantities: ['1', '0'] },
      ['trackingNumber: That is not a FedEx tracking number (12, 15, 20 or 22 digits)'],
    ],
    [
      { carrier: 'pigeon', trackingNumber: '', quantities: [] },
      // The quantities are checked once the fields are valid.
      ['carrier: Choose a carrier', 'trackingNumber: Enter the tracking number'],
    ],
  ])('%o -> %j', (value, expected) => {
    expect(messages(schema.safeParse(value))).toEqual(expected);
  });

  it('sends the lines with a quantity', () => {
    expect(shipRequest({ carrier: 'fedex', trackingNumber: ' 123456789012 ', quantities: ['0', '1'] }, order)).toEqual({
      carrier: 'fedex',
      trackingNumber: '123456789012',
      lines: [{ itemIdentifier: 'pillow', quantity: 1 }],
    });
  });
});

describe('refundReasonLabel', () => {
  it.each([
    ['late-delivery', 'Late delivery'],
    ['order-cancelled', 'Order cancelled'],
    ['something-new', 'something-new'],
  ])('%s reads %j', (value, expected) => {
    expect(refundReasonLabel(value)).toBe(expected);
  });
});
