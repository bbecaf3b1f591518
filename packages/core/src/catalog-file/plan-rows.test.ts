import { describe, expect, it } from 'vitest';
import type { SectionDiff } from './diff';
import { planCounts, planRows } from './plan-rows';

const diff = (section: string, parts: Partial<SectionDiff>): SectionDiff => ({
  section,
  added: [],
  changed: [],
  removed: [],
  reordered: false,
  ...parts,
});

describe('planRows', () => {
  it.each([
    ['no changes', [diff('products', {})], []],
    [
      'one added product',
      [diff('products', { added: ['cloud-pillow'] })],
      [{ section: 'products', key: 'cloud-pillow', change: 'added', fields: [] }],
    ],
    [
      'a changed price and a removed coupon, in section order',
      [
        diff('products', { changed: [{ key: 'firm-mattress', fields: ['pricing.price.amount'] }] }),
        diff('coupons', { removed: ['SPRING10'] }),
      ],
      [
        { section: 'products', key: 'firm-mattress', change: 'changed', fields: ['pricing.price.amount'] },
        { section: 'coupons', key: 'SPRING10', change: 'removed', fields: [] },
      ],
    ],
    [
      'added, changed, removed, then a change of order within one section',
      [diff('upsells', { added: ['a'], changed: [{ key: 'b', fields: ['x'] }], removed: ['c'], reordered: true })],
      [
        { section: 'upsells', key: 'a', change: 'added', fields: [] },
        { section: 'upsells', key: 'b', change: 'changed', fields: ['x'] },
        { section: 'upsells', key: 'c', change: 'removed', fields: [] },
        { section: 'upsells', key: 'upsells', change: 'reordered', fields: [] },
      ],
    ],
  ])('%s', (_name, diffs, expected) => {
    expect(planRows(diffs)).toEqual(expected);
  });
});

describe('planCounts', () => {
  it('counts each section with changes and leaves the others out', () => {
    expect(
      planCounts([
        diff('products', { added: ['a', 'b'], changed: [{ key: 'c', fields: ['title'] }] }),
        diff('coupons', {}),
        diff('showrooms', { removed: ['x'] }),
      ]),
    ).toEqual({
      products: { added: 2, changed: 1, removed: 0, reordered: false },
      showrooms: { added: 0, changed: 0, removed: 1, reordered: false },
    });
  });
});
