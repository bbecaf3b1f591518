import { SIZE_KEYS, SIZE_LABELS, type SizeKey } from '../enums';
import { CATEGORY_KEYS, CATEGORY_TITLES, SIZE_LANDING_PAGES, type CategoryKey } from '../pages';
import { scoreText } from './score';
import { SUGGEST_PAGES_MAX } from './suggest-limits';
import type { SuggestedLink } from './suggestions-wire';

export interface PageSuggestionInput {
  tokens: readonly string[];
  /** The category lists the brand has products in. */
  categories: readonly CategoryKey[];
  /** The sizes the brand's mattresses are sold in: each has its size page ("King Size Mattresses"). */
  mattressSizes: readonly SizeKey[];
}

/**
 * The brand's category and size pages whose title matches every word of a search (exactly, as a prefix of 2+ letters,
 * or one typo away in a long word): category pages in menu order, then size pages from the smallest; at most four.
 */
export function suggestCategoryPages({ tokens, categories, mattressSizes }: PageSuggestionInput): SuggestedLink[] {
  const pages: SuggestedLink[] = [
    ...CATEGORY_KEYS.filter((key) => categories.includes(key)).map((key) => ({ title: CATEGORY_TITLES[key], url: `/${key}` })),
    ...Object.entries(SIZE_LANDING_PAGES)
      .filter(([, size]) => mattressSizes.includes(size))
      .sort(([, a], [, b]) => SIZE_KEYS.indexOf(a) - SIZE_KEYS.indexOf(b))
      .map(([url, size]) => ({ title: `${SIZE_LABELS[size]} Size Mattresses`, url })),
  ];
  return pages.filter((page) => scoreText(tokens, [{ text: page.title, weight: 1 }]) > 0).slice(0, SUGGEST_PAGES_MAX);
}
