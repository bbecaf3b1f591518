import { describe, expect, it } from 'vitest';
import { diffText, diffValues, entryCurrency } from './diff';

describe('diffValues: what an audited action changed', () => {
  it('a changed nested value is named by its path; unchanged values are left out', () => {
    const before = { status: 'paid', address: { city: 'Austin', zip: '78701' }, tags: [] };
    const after = { status: 'paid', address: { city: 'Dallas', zip: '78701' }, tags: [] };
    expect(diffValues(before, after)).toEqual([{ path: 'address.city', kind: 'changed', before: 'Austin', after: 'Dallas' }]);
  });

  it('added and removed keys, array items by index', () => {
    const before = { note: 'x', lines: [{ sku: 'A', quantity: 2 }] };
    const after = {
      lines: [
        { sku: 'A', quantity: 1 },
        { sku: 'B', quantity: 1 },
      ],
      refunded: 5000,
    };
    expect(diffValues(before, after)).toEqual([
      { path: 'note', kind: 'removed', before: 'x', after: undefined },
      { path: 'lines[0].quantity', kind: 'changed', before: 2, after: 1 },
      { path: 'lines[1].sku', kind: 'added', before: undefined, after: 'B' },
      { path: 'lines[1].quantity', kind: 'added', before: undefined, after: 1 },
      { path: 'refunded', kind: 'added', before: undefined, after: 5000 },
    ]);
  });

  it.each([
    [null, { status: 'requested' }, [{ path: 'status', kind: 'added', before: undefined, after: 'requested' }]],
    [{ status: 'requested' }, null, [{ path: 'status', kind: 'removed', before: 'requested', after: undefined }]],
    [null, null, []],
    [{ a: 1 }, { a: 1 }, []],
    [{ a: null }, { a: 0 }, [{ path: 'a', kind: 'changed', before: null, after: 0 }]],
    [
      { a: {} },
      { a: { b: 1 } },
      [
        { path: 'a', kind: 'removed', before: {}, after: undefined },
        { path: 'a.b', kind: 'added', before: undefined, after: 1 },
      ],
    ],
    ['pending', 'paid', [{ path: '', kind: 'changed', before: 'pending', after: 'paid' }]],
  ])('%j -> %j', (before, after, expected) => {
    expect(diffValues(before, after)).toEqual(expected);
  });
});

describe('diffText', () => {
  it.each([
    [undefined, '—'],
    ['', '""'],
    ['Austin', 'Austin'],
    [null, 'null'],
    [5000, '5000'],
    [true, 'true'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j reads %j', (value, expected) => {
    expect(diffText(value)).toBe(expected);
  });
});

describe('diffText: amounts are money in minor units', () => {
  it.each<[unknown, string, string | null, string]>([
    [97425, 'refundedAmount', 'USD', '$974.25'],
    [5900, 'refund.amount', 'CAD', 'CA$59.00'],
    [12367, 'lines[0].taxAmount', 'USD', '$123.67'],
    [97425, 'refundedAmount', null, '97425 (cents)'],
    [174000, 'totalAmount', null, '174000 (cents)'],
    [3, 'quantity', 'USD', '3'],
    [5000, 'refundsPending', 'USD', '5000'],
    ['12.50', 'amount', 'USD', '12.50'],
  ])('%j at %s in %s reads %j', (value, path, currency, expected) => {
    expect(diffText(value, path, currency)).toBe(expected);
  });

  it.each<[unknown, unknown, string | null]>([
    [{ refundedAmount: 0 }, { refund: { amount: 5900, currency: 'CAD' } }, 'CAD'],
    [{ currency: 'USD', amount: 1 }, null, 'USD'],
    [{ refundedAmount: 0 }, { refundedAmount: 97425 }, null],
    [null, { currency: 'dollars' }, null],
  ])('the currency of %j → %j is %s', (before, after, currency) => {
    expect(entryCurrency(before, after)).toBe(currency);
  });
});
