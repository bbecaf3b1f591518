import { SUGGEST_QUERY_MIN_LENGTH } from '@store/core/search/suggest-limits';

/** A link the storefront suggests (its own path, never another site). */
export interface SuggestionLink {
  title: string;
  url: string;
}

/** GET /api/search-suggestions answer: products as the search ranks them, then pages (categories, size and help pages). */
export interface StorefrontSuggestions {
  query: string;
  products: SuggestionLink[];
  pages: SuggestionLink[];
}

/** One option of the suggestion list, in the group it is shown under. */
export interface SuggestionOption extends SuggestionLink {
  group: 'products' | 'pages';
}

/** The header search box as a WAI-ARIA combobox: its text, the suggestions for a text, open or not, the highlighted one. */
export interface ComboboxState {
  query: string;
  options: readonly SuggestionOption[];
  /** The text `options` answer. */
  optionsFor: string;
  open: boolean;
  /** The highlighted option (aria-activedescendant); -1 when none is. */
  active: number;
}

export type ComboboxKey = 'ArrowDown' | 'ArrowUp' | 'Escape';

export type ComboboxAction =
  | { type: 'typed'; query: string }
  | { type: 'answered'; query: string; options: readonly SuggestionOption[] }
  | { type: 'focused' }
  | { type: 'key'; key: ComboboxKey }
  | { type: 'pointed'; index: number }
  | { type: 'closed' };

/** The id of option `index` of the listbox `listboxId` (what aria-activedescendant names). */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

export const initialComboboxState: ComboboxState = { query: '', options: [], optionsFor: '', open: false, active: -1 };

/** Suggestions are asked for from the second character (trimmed), as the API accepts. */
export function wantsSuggestions(query: string): boolean {
  return query.trim().length >= SUGGEST_QUERY_MIN_LENGTH;
}

/** The options of an answer: its products, then its pages; only paths on this store. */
export function optionsOf(answer: StorefrontSuggestions): SuggestionOption[] {
  const local = (link: SuggestionLink) => link.url.startsWith('/') && !link.url.startsWith('//');
  return [
    ...answer.products.filter(local).map((link) => ({ title: link.title, url: link.url, group: 'products' as const })),
    ...answer.pages.filter(local).map((link) => ({ title: link.title, url: link.url, group: 'pages' as const })),
  ];
}

const current = (state: ComboboxState) => state.optionsFor === state.query && state.options.length > 0;

function moved(state: ComboboxState, key: 'ArrowDown' | 'ArrowUp'): ComboboxState {
  if (!current(state)) return state;
  const count = state.options.length;
  // Closed: Down opens on the first, Up on the last. Open: the next or previous, wrapping round the ends.
  if (!state.open) return { ...state, open: true, active: key === 'ArrowDown' ? 0 : count - 1 };
  const step = key === 'ArrowDown' ? 1 : -1;
  const from = state.active === -1 && step === -1 ? count : state.active;
  return { ...state, active: (from + step + count) % count };
}

/**
 * The combobox's transitions (WAI-ARIA APG list autocomplete): typing asks again and closes the list until the answer
 * for that text comes (older answers are dropped); arrows move the highlight and wrap; Escape closes the list, or, when
 * it is closed, clears the text; focus reopens the list for the text it answers; leaving closes it.
 */
export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'typed': {
      const open = action.query === state.optionsFor && state.options.length > 0 && wantsSuggestions(action.query);
      return { ...state, query: action.query, open, active: -1 };
    }
    case 'answered':
      if (action.query !== state.query) return state;
      return { ...state, options: action.options, optionsFor: action.query, open: action.options.length > 0, active: -1 };
    case 'focused':
      return current(state) && wantsSuggestions(state.query) ? { ...state, open: true } : state;
    case 'key':
      if (action.key === 'Escape')
        return state.open ? { ...state, open: false, active: -1 } : { ...state, query: '', open: false, active: -1 };
      return moved(state, action.key);
    case 'pointed':
      if (!state.open || action.index === state.active || action.index < 0 || action.index >= state.options.length) return state;
      return { ...state, active: action.index };
    case 'closed':
      return { ...state, open: false, active: -1 };
  }
}

/** The option Enter chooses: the highlighted one while the list is open; null lets the form search for the text. */
export function chosenOption(state: ComboboxState): SuggestionOption | null {
  return state.open ? (state.options[state.active] ?? null) : null;
}
