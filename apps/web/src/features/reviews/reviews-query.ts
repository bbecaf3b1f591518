import { REVIEWS_FIRST_PAGE, REVIEWS_PAGE_SIZE } from '@store/core/reviews/constants';
import type { ReviewScore, ReviewSortKey } from '@store/core/reviews/wire';
import type { ReviewFilter } from '../../lib/api/reviews-browser';

/** The sort select's options; 'relevant' is offered only while searching. */
export const SORT_OPTIONS = [
  { value: 'recent', label: 'Most recent', sortBy: 'date', ascending: false },
  { value: 'highest', label: 'Highest rated', sortBy: 'rating', ascending: false },
  { value: 'lowest', label: 'Lowest rated', sortBy: 'rating', ascending: true },
  { value: 'helpful', label: 'Most helpful', sortBy: 'votes_up', ascending: false },
  { value: 'photos', label: 'With photos', sortBy: 'images', ascending: false },
  { value: 'relevant', label: 'Most relevant', sortBy: 'relevance', ascending: false },
] as const satisfies ReadonlyArray<{ value: string; label: string; sortBy: ReviewSortKey; ascending: boolean }>;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export interface ReviewsControls {
  scores: readonly ReviewScore[];
  topics: readonly string[];
  /** The submitted search text ('' for none). */
  search: string;
  sort: SortValue;
}

export const INITIAL_CONTROLS: ReviewsControls = { scores: [], topics: [], search: '', sort: 'recent' };

/** The sort options to show: 'Most relevant' only when there is a search to rank by. */
export function sortOptionsFor(search: string) {
  return SORT_OPTIONS.filter((option) => option.value !== 'relevant' || search.trim() !== '');
}

/** The sort actually applied: 'relevant' without a search falls back to most recent. */
export function effectiveSort(controls: ReviewsControls): SortValue {
  return controls.sort === 'relevant' && controls.search.trim() === '' ? 'recent' : controls.sort;
}

/**
 * Which page of reviews to ask for. The product page's section first shows
 * REVIEWS_FIRST_PAGE (6, page 1); "Show more reviews" then reads the list in pages of REVIEWS_PAGE_SIZE (10) from
 * page 1 again, replacing the 6 (no gap, no duplicate), and appends each further page. /reviews pages by 10 from the start.
 */
export function pageRequest(step: number, firstPageSize: number): { page: number; perPage: number; replace: boolean } {
  if (step === 0) return { page: 1, perPage: firstPageSize, replace: true };
  if (firstPageSize !== REVIEWS_PAGE_SIZE) {
    return { page: step, perPage: REVIEWS_PAGE_SIZE, replace: step === 1 };
  }
  return { page: step + 1, perPage: REVIEWS_PAGE_SIZE, replace: false };
}

/** The POST /reviews/filter body for the controls, page step and product (none: the whole brand). */
export function reviewFilter(
  controls: ReviewsControls,
  step: number,
  options: { domainKey?: string; firstPageSize?: number } = {},
): ReviewFilter {
  const { page, perPage } = pageRequest(step, options.firstPageSize ?? REVIEWS_FIRST_PAGE);
  const sort = SORT_OPTIONS.find((option) => option.value === effectiveSort(controls)) ?? SORT_OPTIONS[0];
  const search = controls.search.trim();
  return {
    page,
    per_page: perPage,
    ...(options.domainKey ? { domain_key: options.domainKey } : {}),
    ...(search ? { free_text_search: search } : {}),
    ...(controls.topics.length > 0 ? { topic_names: [...controls.topics] } : {}),
    ...(controls.scores.length > 0 ? { scores: [...controls.scores].sort() } : {}),
    sortings: [{ sort_by: sort.sortBy, ascending: sort.ascending }],
  };
}

/** Adds the item when absent, removes it when present (the chips and the star bars are toggles). */
export function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
