import { describe, expect, it } from 'vitest';
import type { SuggestionOption } from './combobox-state';
import { suggestionsForScreen } from './suggestions-for-screen';

const product = (n: number): SuggestionOption => ({ title: `Product ${n}`, url: `/p${n}`, group: 'products' });
const page = (n: number): SuggestionOption => ({ title: `Page ${n}`, url: `/g${n}`, group: 'pages' });
const titles = (options: readonly SuggestionOption[]) => options.map((o) => o.title);

const full = [product(1), product(2), product(3), product(4), product(5), page(1), page(2), page(3), page(4)];

describe('suggestionsForScreen', () => {
  it.each([
    {
      rule: 'a larger screen lists every suggestion',
      options: full,
      small: false,
      expected: ['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5', 'Page 1', 'Page 2', 'Page 3', 'Page 4'],
    },
    {
      rule: 'a small screen lists the first 3 products and the first page',
      options: full,
      small: true,
      expected: ['Product 1', 'Product 2', 'Product 3', 'Page 1'],
    },
    {
      rule: 'fewer products leave their rows to pages',
      options: [product(1), page(1), page(2), page(3), page(4)],
      small: true,
      expected: ['Product 1', 'Page 1', 'Page 2', 'Page 3'],
    },
    {
      rule: 'no products: the first 4 pages',
      options: [page(1), page(2), page(3), page(4)],
      small: true,
      expected: ['Page 1', 'Page 2', 'Page 3', 'Page 4'],
    },
    {
      rule: 'no pages: the first 4 products',
      options: [product(1), product(2), product(3), product(4), product(5)],
      small: true,
      expected: ['Product 1', 'Product 2', 'Product 3', 'Product 4'],
    },
    { rule: 'fewer than 4 in all: every one', options: [product(1), page(1)], small: true, expected: ['Product 1', 'Page 1'] },
    { rule: 'nothing suggested', options: [], small: true, expected: [] },
  ])('$rule', ({ options, small, expected }) => {
    expect(titles(suggestionsForScreen(options, small))).toEqual(expected);
  });
});
