import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchForm } from '../layout/search-form';
import { initialComboboxState, type ComboboxState, type SuggestionOption } from './combobox-state';
import { fetchSuggestions, SuggestionPopup } from './suggestion-popup';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPTIONS: SuggestionOption[] = [
  { title: 'Nestwood Ultra Hybrid Mattress', url: '/mattresses/ultra-hybrid-mattress', group: 'products' },
  { title: 'Nestwood Classic Hybrid Mattress', url: '/mattress', group: 'products' },
  { title: 'King Size Mattresses', url: '/king-size-mattresses', group: 'pages' },
];
const open: ComboboxState = { query: 'king', options: OPTIONS, optionsFor: 'king', open: true, active: 1 };
const popup = (state: ComboboxState) =>
  renderToStaticMarkup(
    createElement(SuggestionPopup, { listboxId: 'header-search-suggestions', state, onPoint: () => {}, onChoose: () => {} }),
  );

describe('the header search box (a GET form whose input is a WAI-ARIA combobox)', () => {
  const html = renderToStaticMarkup(createElement(SearchForm, { id: 'header-search' }));

  it('searches without JavaScript: a GET form to /search with q, labelled "Search products and pages"', () => {
    expect(html).toMatch(/^<form role="search"[^>]* action="\/search" method="get">/);
    expect(html).toMatch(/<label for="header-search"[^>]*>Search products and pages<\/label>/);
    const input = /<input [^>]*\/>/.exec(html)?.[0] ?? '';
    expect(input).toContain('id="header-search"');
    expect(input).toContain('type="search"');
    expect(input).toContain('name="q"');
    expect(input).toContain('maxLength="100"');
  });

  it('is a collapsed list autocomplete combobox; the list (and its aria-controls) comes with the first focus', () => {
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-autocomplete="list"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('autoComplete="off"');
    expect(html).not.toContain('aria-controls');
    expect(html).not.toContain('aria-activedescendant');
    expect(html).not.toContain('role="listbox"');
  });
});

describe('the suggestion list (loaded on focus)', () => {
  it('a listbox named "Search suggestions" with a Products and a Pages group, each named by its heading', () => {
    const html = popup(open);
    expect(html).toContain('<div role="listbox" id="header-search-suggestions" aria-label="Search suggestions"');
    expect(html).toMatch(
      /<ul role="group" aria-labelledby="header-search-suggestions-products"><li role="presentation" id="header-search-suggestions-products"[^>]*>Products<\/li>/,
    );
    expect(html).toMatch(
      /<ul role="group" aria-labelledby="header-search-suggestions-pages"><li role="presentation" id="header-search-suggestions-pages"[^>]*>Pages<\/li>/,
    );
  });

  it('options in order with the ids aria-activedescendant names; the highlighted one is selected', () => {
    const options = [...popup(open).matchAll(/<li id="([^"]+)" role="option" aria-selected="(true|false)"[^>]*>([^<]+)<\/li>/g)];
    expect(options.map(([, id, selected, title]) => [id, selected, title])).toEqual([
      ['header-search-suggestions-option-0', 'false', 'Nestwood Ultra Hybrid Mattress'],
      ['header-search-suggestions-option-1', 'true', 'Nestwood Classic Hybrid Mattress'],
      ['header-search-suggestions-option-2', 'false', 'King Size Mattresses'],
    ]);
  });

  it('says how many suggestions there are and how to use them, for screen readers', () => {
    expect(popup(open)).toContain(
      '<p role="status" class="sr-only">3 suggestions: up and down arrows to choose, Enter to open</p>',
    );
  });

  it('closed: hidden, the status empty', () => {
    const html = popup({ ...open, open: false, active: -1 });
    expect(html).toMatch(/^<div hidden=""/);
    expect(html).toContain('<p role="status" class="sr-only"></p>');
  });

  it('no products: only the Pages group', () => {
    const html = popup({ ...initialComboboxState, query: 'returns', optionsFor: 'returns', open: true, options: [OPTIONS[2]!] });
    expect(html).not.toContain('Products');
    expect(html).toContain('Pages');
  });
});

describe('fetchSuggestions: the storefront’s GET /api/search-suggestions', () => {
  it('asks with the trimmed text encoded and answers products then pages', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({
        status: 'ok',
        result: {
          query: 'king & queen',
          products: [{ title: 'Nestwood Classic Hybrid Mattress', url: '/mattress' }],
          pages: [{ title: 'King Size Mattresses', url: '/king-size-mattresses' }],
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const options = await fetchSuggestions(' king & queen ', new AbortController().signal);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search-suggestions?q=king%20%26%20queen');
    expect(options).toEqual([
      { title: 'Nestwood Classic Hybrid Mattress', url: '/mattress', group: 'products' },
      { title: 'King Size Mattresses', url: '/king-size-mattresses', group: 'pages' },
    ]);
  });

  it('a refusal (429 while typing fast) is no suggestions', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ status: 'error', code: 'RATE_LIMITED', message: 'Too many searches' }, { status: 429 }),
    );
    expect(await fetchSuggestions('king', new AbortController().signal)).toEqual([]);
  });
});
