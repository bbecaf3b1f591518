import { describe, expect, it } from 'vitest';
import { placeholderWithinQueue, type ReviewQueueSearch } from './reviews';

const held: ReviewQueueSearch = { status: 'held', page: 1 };
const shown = { total: 2 };

describe('placeholderWithinQueue: what the review list shows while the next page loads', () => {
  it.each([
    ['the next page of the same queue', { status: 'held', page: 2 }, held, shown],
    ['a search in the same queue', { status: 'held', page: 1, q: 'sheets' }, held, shown],
    ['another brand in the same queue', { status: 'held', page: 1, brand: 'plume' }, held, shown],
    ['another queue (Rejected after Held)', { status: 'rejected', page: 1 }, held, undefined],
    ['another queue on a later page', { status: 'published', page: 3 }, { status: 'held', page: 3 }, undefined],
    ['the first load (nothing before)', held, undefined, undefined],
  ] as [string, ReviewQueueSearch, ReviewQueueSearch | undefined, typeof shown | undefined][])(
    '%s',
    (_name, search, previousSearch, expected) => {
      expect(placeholderWithinQueue(search, previousSearch === undefined ? undefined : shown, previousSearch)).toBe(expected);
    },
  );
});
