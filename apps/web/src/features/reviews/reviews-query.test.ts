import { describe, expect, it } from 'vitest';
import { INITIAL_CONTROLS, effectiveSort, pageRequest, reviewFilter, sortOptionsFor, toggled } from './reviews-query';

describe('pageRequest (first 6, then pages of 10 from page 1 replacing the 6)', () => {
  it.each([
    ['product section first page', 0, 6, { page: 1, perPage: 6, replace: true }],
    ['first "Show more" replaces the 6 with page 1 of 10', 1, 6, { page: 1, perPage: 10, replace: true }],
    ['second "Show more" appends page 2', 2, 6, { page: 2, perPage: 10, replace: false }],
    ['third "Show more" appends page 3', 3, 6, { page: 3, perPage: 10, replace: false }],
    ['/reviews first page of 10', 0, 10, { page: 1, perPage: 10, replace: true }],
    ['/reviews "Show more" appends page 2', 1, 10, { page: 2, perPage: 10, replace: false }],
  ])('%s', (_rule, step, first, expected) => {
    expect(pageRequest(step, first)).toEqual(expected);
  });
});

describe('reviewFilter (the POST /reviews/filter body)', () => {
  it.each([
    [
      'defaults: newest first, the product, 6',
      INITIAL_CONTROLS,
      0,
      { domainKey: 'mattress' },
      { page: 1, per_page: 6, domain_key: 'mattress', sortings: [{ sort_by: 'date', ascending: false }] },
    ],
    [
      'topics, stars (sorted), trimmed search and relevance',
      { scores: [5, 3] as const, topics: ['Cooling'], search: ' cool ', sort: 'relevant' as const },
      0,
      { domainKey: 'mattress' },
      {
        page: 1,
        per_page: 6,
        domain_key: 'mattress',
        free_text_search: 'cool',
        topic_names: ['Cooling'],
        scores: [3, 5],
        sortings: [{ sort_by: 'relevance', ascending: false }],
      },
    ],
    [
      'relevance without a search falls back to date',
      { ...INITIAL_CONTROLS, sort: 'relevant' as const },
      0,
      { firstPageSize: 10 },
      { page: 1, per_page: 10, sortings: [{ sort_by: 'date', ascending: false }] },
    ],
    [
      'lowest rated is rating ascending',
      { ...INITIAL_CONTROLS, sort: 'lowest' as const },
      2,
      { domainKey: 'mattress' },
      { page: 2, per_page: 10, domain_key: 'mattress', sortings: [{ sort_by: 'rating', ascending: true }] },
    ],
  ])('%s', (_rule, controls, step, options, expected) => {
    expect(reviewFilter(controls, step, options)).toEqual(expected);
  });
});

describe('sort options', () => {
  it('offers Most relevant only while searching', () => {
    expect(sortOptionsFor('').map((o) => o.value)).not.toContain('relevant');
    expect(sortOptionsFor('firm').map((o) => o.value)).toContain('relevant');
    expect(effectiveSort({ ...INITIAL_CONTROLS, sort: 'relevant', search: 'firm' })).toBe('relevant');
  });

  it('toggles chips', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });
});
