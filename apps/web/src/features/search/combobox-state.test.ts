import { describe, expect, it } from 'vitest';
import {
  chosenOption,
  comboboxReducer,
  initialComboboxState,
  optionsOf,
  wantsSuggestions,
  type ComboboxAction,
  type ComboboxState,
  type SuggestionOption,
} from './combobox-state';

const OPTIONS: SuggestionOption[] = [
  { title: 'Nestwood Ultra Hybrid Mattress', url: '/mattresses/ultra-hybrid-mattress', group: 'products' },
  { title: 'Nestwood Classic Hybrid Mattress', url: '/mattress', group: 'products' },
  { title: 'King Size Mattresses', url: '/king-size-mattresses', group: 'pages' },
];

const run = (...actions: ComboboxAction[]): ComboboxState => actions.reduce(comboboxReducer, initialComboboxState);
const typed = (query: string): ComboboxAction => ({ type: 'typed', query });
const answered = (query: string, options = OPTIONS): ComboboxAction => ({ type: 'answered', query, options });
const key = (k: 'ArrowDown' | 'ArrowUp' | 'Escape'): ComboboxAction => ({ type: 'key', key: k });
/** The list typed "king", answered and open, nothing highlighted. */
const shown = [typed('king'), answered('king')];

describe('rule: suggestions are asked for from the second character', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['k', false],
    [' k ', false],
    ['ki', true],
    ['king mattress', true],
  ])('%j: %s', (query, wanted) => {
    expect(wantsSuggestions(query)).toBe(wanted);
  });
});

describe('rule: the search box is a WAI-ARIA list autocomplete combobox', () => {
  it.each<[string, ComboboxAction[], Pick<ComboboxState, 'query' | 'open' | 'active'>]>([
    ['typing leaves it closed until the answer', [typed('king')], { query: 'king', open: false, active: -1 }],
    ['the answer for the text opens it, nothing highlighted', shown, { query: 'king', open: true, active: -1 }],
    ['an older answer is dropped', [typed('ki'), typed('kin'), answered('ki')], { query: 'kin', open: false, active: -1 }],
    ['an empty answer stays closed', [typed('zz'), answered('zz', [])], { query: 'zz', open: false, active: -1 }],
    ['Down highlights the first', [...shown, key('ArrowDown')], { query: 'king', open: true, active: 0 }],
    ['Down, Down: the second', [...shown, key('ArrowDown'), key('ArrowDown')], { query: 'king', open: true, active: 1 }],
    [
      'Down past the last wraps to the first',
      [...shown, key('ArrowDown'), key('ArrowDown'), key('ArrowDown'), key('ArrowDown')],
      { query: 'king', open: true, active: 0 },
    ],
    ['Up from nothing: the last', [...shown, key('ArrowUp')], { query: 'king', open: true, active: 2 }],
    [
      'Up from the first wraps to the last',
      [...shown, key('ArrowDown'), key('ArrowUp')],
      { query: 'king', open: true, active: 2 },
    ],
    ['Escape closes, the text stays', [...shown, key('ArrowDown'), key('Escape')], { query: 'king', open: false, active: -1 }],
    ['Escape when closed clears the text', [...shown, key('Escape'), key('Escape')], { query: '', open: false, active: -1 }],
    [
      'Down when closed reopens on the first',
      [...shown, key('Escape'), key('ArrowDown')],
      { query: 'king', open: true, active: 0 },
    ],
    [
      'Up when closed reopens on the last',
      [...shown, { type: 'closed' }, key('ArrowUp')],
      { query: 'king', open: true, active: 2 },
    ],
    ['arrows without suggestions do nothing', [typed('king'), key('ArrowDown')], { query: 'king', open: false, active: -1 }],
    [
      'typing again clears the highlight',
      [...shown, key('ArrowDown'), typed('king ')],
      { query: 'king ', open: false, active: -1 },
    ],
    [
      'back to the answered text: open again',
      [...shown, typed('king '), typed('king')],
      { query: 'king', open: true, active: -1 },
    ],
    ['one character closes it', [...shown, typed('k')], { query: 'k', open: false, active: -1 }],
    ['the pointer highlights an option', [...shown, { type: 'pointed', index: 2 }], { query: 'king', open: true, active: 2 }],
    ['leaving closes it', [...shown, key('ArrowDown'), { type: 'closed' }], { query: 'king', open: false, active: -1 }],
    ['coming back reopens it', [...shown, { type: 'closed' }, { type: 'focused' }], { query: 'king', open: true, active: -1 }],
  ])('%s', (_name, actions, expected) => {
    const { query, open, active } = run(...actions);
    expect({ query, open, active }).toEqual(expected);
  });

  it.each<[string, ComboboxAction[], string | null]>([
    ['Enter on a highlighted option chooses it', [...shown, key('ArrowDown'), key('ArrowDown')], '/mattress'],
    ['Enter with nothing highlighted searches (the form submits)', shown, null],
    ['Enter on a closed list searches', [...shown, key('ArrowDown'), key('Escape')], null],
  ])('%s', (_name, actions, url) => {
    expect(chosenOption(run(...actions))?.url ?? null).toBe(url);
  });
});

describe('rule: an answer becomes options, products then pages, only paths on this store', () => {
  it('products first, then pages; other sites and protocol-relative links are dropped', () => {
    expect(
      optionsOf({
        query: 'king',
        products: [
          { title: 'Classic', url: '/mattress' },
          { title: 'Elsewhere', url: 'https://example.com/x' },
        ],
        pages: [
          { title: 'King Size Mattresses', url: '/king-size-mattresses' },
          { title: 'Sneaky', url: '//example.com' },
          { title: 'Script', url: 'javascript:alert(1)' },
        ],
      }),
    ).toEqual([
      { title: 'Classic', url: '/mattress', group: 'products' },
      { title: 'King Size Mattresses', url: '/king-size-mattresses', group: 'pages' },
    ]);
  });
});
