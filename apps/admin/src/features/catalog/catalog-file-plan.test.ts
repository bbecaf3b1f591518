import { describe, expect, it } from 'vitest';
import { changeDetail, countOf, planSummary } from './catalog-file-plan';

describe('planSummary', () => {
  it.each([
    ['nothing', [], []],
    [
      'one section',
      [
        { section: 'products', key: 'a', change: 'changed' as const, fields: ['title'] },
        { section: 'products', key: 'b', change: 'changed' as const, fields: ['pricing.price.amount'] },
        { section: 'products', key: 'c', change: 'added' as const, fields: [] },
      ],
      ['products: 1 added, 2 changed'],
    ],
    [
      'two sections, a change of order',
      [
        { section: 'coupons', key: 'X', change: 'removed' as const, fields: [] },
        { section: 'upsells', key: 'upsells', change: 'reordered' as const, fields: [] },
      ],
      ['coupons: 1 removed', 'upsells: order changed'],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(planSummary(rows)).toEqual(expected);
  });
});

describe('changeDetail', () => {
  it('names the fields of a changed row only', () => {
    expect(changeDetail({ section: 'products', key: 'a', change: 'changed', fields: ['title', 'content.summary'] })).toBe(
      'title, content.summary',
    );
    expect(changeDetail({ section: 'products', key: 'a', change: 'added', fields: [] })).toBe('');
  });
});

describe('countOf', () => {
  it.each([
    [0, 'changes'],
    [1, 'change'],
    [2, 'changes'],
  ])('%i %s', (count, word) => {
    expect(countOf(count, 'change')).toBe(`${count} ${word}`);
  });
});
