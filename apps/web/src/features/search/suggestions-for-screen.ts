import type { SuggestionOption } from './combobox-state';

/**
 * How many suggestions a small screen (575 px wide or less) lists under the search box while the on-screen keyboard is
 * up. On a 390 by 844 px phone the keyboard and the browser's bar leave about 410 px of the page in view and the list
 * starts about 130 px down the menu: 4 rows of 44 px and 2 group headings (about 245 px) fit in what is left, the 9 rows
 * a larger screen lists (about 460 px) run on under the keyboard.
 */
export const SMALL_SCREEN_SUGGESTIONS = 4;

/**
 * The suggestions a screen lists: all of them on a larger screen. On a small one, 4 at most: the first products, then
 * the first pages in the rows left, with one row kept for a page when there is one (a category page is often what the
 * shopper is after).
 */
export function suggestionsForScreen(options: readonly SuggestionOption[], smallScreen: boolean): SuggestionOption[] {
  if (!smallScreen) return [...options];
  const allPages = options.filter((o) => o.group === 'pages');
  const pageRow = allPages.length > 0 ? 1 : 0;
  const products = options.filter((o) => o.group === 'products').slice(0, SMALL_SCREEN_SUGGESTIONS - pageRow);
  return [...products, ...allPages.slice(0, SMALL_SCREEN_SUGGESTIONS - products.length)];
}
