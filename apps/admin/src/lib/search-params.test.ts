import { describe, expect, it } from 'vitest';
import { listQuery, parsePlainSearch, pickBrand, pickDate, pickOneOf, pickText, stringifyPlainSearch } from './search-params';

describe('parsePlainSearch / stringifyPlainSearch: plain query strings both ways', () => {
  it.each([
    ['', {}],
    ['?q=ada%20lovelace&status=paid', { q: 'ada lovelace', status: 'paid' }],
    ['?q=a&q=b', { q: 'a' }],
    ['?q=%2212%22', { q: '"12"' }],
  ])('%j reads as %o', (search, expected) => {
    expect(parsePlainSearch(search)).toEqual(expected);
  });

  it.each([
    [{}, ''],
    [{ q: 'ada lovelace', status: 'paid' }, '?q=ada+lovelace&status=paid'],
    [{ q: '', status: undefined, brand: null }, ''],
    [{ q: '12' }, '?q=12'],
  ])('%o writes %j', (search, expected) => {
    expect(stringifyPlainSearch(search)).toBe(expected);
  });

  it('a written search reads back the same', () => {
    const search = { q: "o'brien & co", from: '2025-01-01', sort: 'oldest' };
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search);
  });
});

describe('pickers', () => {
  it.each([
    ['paid', 'paid'],
    ['PAID', undefined],
    [3, undefined],
  ])('pickOneOf(%j) is %j', (value, expected) => {
    expect(pickOneOf(value, ['pending', 'paid'] as const)).toBe(expected);
  });

  it.each([
    ['2025-02-28', '2025-02-28'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', undefined],
    ['2025-13-01', undefined],
    ['2025-1-01', undefined],
    ['yesterday', undefined],
  ])('pickDate(%j) is %j', (value, expected) => {
    expect(pickDate(value)).toBe(expected);
  });

  it.each([
    ['  ada ', 'ada'],
    ['   ', undefined],
    ['x'.repeat(120), 'x'.repeat(100)],
    [undefined, undefined],
  ])('pickText(%j) is %j', (value, expected) => {
    expect(pickText(value)).toBe(expected);
  });

  it.each([
    ['nestwood-ca', 'nestwood-ca'],
    ['Nestwood', undefined],
    ['-x', undefined],
    ['a b', undefined],
  ])('pickBrand(%j) is %j', (value, expected) => {
    expect(pickBrand(value)).toBe(expected);
  });
});

describe('listQuery', () => {
  it.each([
    [{}, null, undefined, ''],
    [{ q: 'ada', status: undefined }, null, 50, 'q=ada&limit=50'],
    [{ status: 'paid' }, 'abc==', 50, 'status=paid&cursor=abc%3D%3D&limit=50'],
  ])('%o cursor %j limit %j is %j', (filters, cursor, limit, expected) => {
    expect(listQuery(filters, cursor, limit)).toBe(expected);
  });
});
