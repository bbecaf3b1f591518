import { describe, expect, it } from 'vitest';
import { reviewFilterRequestSchema, reviewQueryFrom, type ReviewFilterRequest } from './filter';

describe('rule: review filter defaults and limits', () => {
  it.each<[string, ReviewFilterRequest, Partial<ReturnType<typeof reviewQueryFrom>>]>([
    [
      'empty request: page 1 of 10, newest first',
      {},
      { page: 1, perPage: 10, offset: 0, search: null, sortings: [{ by: 'date', ascending: false }] },
    ],
    ['page 3 of 6 starts at 12', { page: 3, per_page: 6 }, { offset: 12 }],
    ['blank search is no search', { free_text_search: '   ' }, { search: null }],
    ['search is trimmed', { free_text_search: ' cool ' }, { search: 'cool' }],
    [
      'relevance without search is dropped',
      { sortings: [{ sort_by: 'relevance', ascending: false }] },
      { sortings: [{ by: 'date', ascending: false }] },
    ],
    [
      'relevance with search is kept, then date',
      { free_text_search: 'x', sortings: [{ sort_by: 'relevance', ascending: false }] },
      {
        sortings: [
          { by: 'relevance', ascending: false },
          { by: 'date', ascending: false },
        ],
      },
    ],
    [
      'a sort key counts once',
      {
        sortings: [
          { sort_by: 'rating', ascending: true },
          { sort_by: 'rating', ascending: false },
        ],
      },
      {
        sortings: [
          { by: 'rating', ascending: true },
          { by: 'date', ascending: false },
        ],
      },
    ],
    [
      'date ascending is kept as asked',
      { sortings: [{ sort_by: 'date', ascending: true }] },
      { sortings: [{ by: 'date', ascending: true }] },
    ],
    [
      'scores and topics are de-duplicated',
      { scores: [5, 4, 5], topic_names: ['Comfort', 'Comfort'] },
      { scores: [4, 5], topics: ['Comfort'] },
    ],
  ])('%s', (_name, request, expected) => {
    expect(reviewQueryFrom(request)).toMatchObject(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['per_page 100 is allowed', { per_page: 100 }, true],
    ['per_page 101 is refused', { per_page: 101 }, false],
    ['per_page 0 is refused', { per_page: 0 }, false],
    ['page 1001 is refused', { page: 1001 }, false],
    ['search of 101 characters is refused', { free_text_search: 'a'.repeat(101) }, false],
    ['11 topics are refused', { topic_names: Array.from({ length: 11 }, (_, i) => `t${i}`) }, false],
    ['score 6 is refused', { scores: [6] }, false],
    ['4 sortings are refused', { sortings: Array(4).fill({ sort_by: 'date', ascending: true }) }, false],
    ['unknown sort key is refused', { sortings: [{ sort_by: 'price', ascending: true }] }, false],
    ['a control character in the search is refused', { free_text_search: 'a\u0000b' }, false],
  ])('%s', (_name, body, valid) => {
    expect(reviewFilterRequestSchema.safeParse(body).success).toBe(valid);
  });
});
