import { describe, expect, it } from 'vitest';
import { searchSuggestRequestSchema, searchTokens, suggestCategoryPages } from './index';

describe('rule: GET /search/suggestions takes 2 to 100 characters without control characters, limit 1 to 10', () => {
  it.each<[string, Record<string, string>, string | null]>([
    ['two letters', { q: 'ki' }, null],
    ['no q', {}, 'Enter something to search for'],
    ['trimmed to nothing', { q: '   ' }, 'Enter something to search for'],
    ['one letter', { q: 'k' }, 'Search text must be at least 2 characters'],
    ['one letter and spaces', { q: ' k ' }, 'Search text must be at least 2 characters'],
    ['101 characters', { q: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
    ['a NUL byte', { q: 'ki\u0000ng' }, 'Search text must not contain control characters'],
    ['limit 0', { q: 'king', limit: '0' }, 'Too small: expected number to be >=1'],
    ['limit 11', { q: 'king', limit: '11' }, 'Too big: expected number to be <=10'],
  ])('%s', (_name, query, message) => {
    const parsed = searchSuggestRequestSchema.safeParse(query);
    expect(parsed.success ? null : parsed.error.issues.map((i) => i.message)).toEqual(message === null ? null : [message]);
  });

  it('limit defaults to 5', () => {
    expect(searchSuggestRequestSchema.parse({ q: 'king' }).limit).toBe(5);
  });
});

describe('rule: category and size pages are suggested when their title matches every word, at most four', () => {
  const nestwood = {
    categories: ['mattresses', 'bed-frames', 'bedding', 'mattress-bundles', 'furniture', 'kids'] as const,
    mattressSizes: ['twin', 'twinXL', 'full', 'queen', 'king', 'calKing', 'splitKing'] as const,
  };
  const pages = (query: string, brand: { categories: readonly string[]; mattressSizes: readonly string[] } = nestwood) =>
    suggestCategoryPages({
      tokens: searchTokens(query),
      categories: brand.categories as typeof nestwood.categories,
      mattressSizes: brand.mattressSizes as typeof nestwood.mattressSizes,
    }).map((p) => `${p.title} ${p.url}`);

  it.each<[string, string[]]>([
    [
      'mat',
      [
        'Mattresses /mattresses',
        'Mattress Bundles /mattress-bundles',
        'Twin Size Mattresses /twin-size-mattresses',
        'Full Size Mattresses /full-size-mattresses',
      ],
    ],
    ['bed', ['Bed Frames /bed-frames', 'Bedding /bedding']],
    ['king', ['King Size Mattresses /king-size-mattresses']],
    ['king mattress', ['King Size Mattresses /king-size-mattresses']],
    ['cal king', []],
    ['kids', ['Kids /kids']],
    ['furnture', ['Furniture /furniture']],
    ['pillow', []],
  ])('%s', (query, expected) => {
    expect(pages(query)).toEqual(expected);
  });

  it('only the pages the brand has: no furniture, no size page for a size its mattresses are not sold in', () => {
    expect(pages('furniture', { categories: ['mattresses'], mattressSizes: ['queen'] })).toEqual([]);
    expect(pages('king', { categories: ['mattresses'], mattressSizes: ['queen'] })).toEqual([]);
    expect(pages('queen', { categories: ['mattresses'], mattressSizes: ['queen'] })).toEqual([
      'Queen Size Mattresses /queen-size-mattresses',
    ]);
  });
});
