import { z } from 'zod';
import { safeId, safeText } from '../text/safe-text';
import {
  REVIEWS_MAX_PAGE,
  REVIEWS_MAX_PER_PAGE,
  REVIEWS_MAX_SEARCH_LENGTH,
  REVIEWS_MAX_SORTINGS,
  REVIEWS_MAX_TOPIC_NAMES,
  REVIEWS_PAGE_SIZE,
} from './constants';
import { REVIEW_SORT_KEYS, reviewScoreSchema, type ReviewScore, type ReviewSortKey } from './wire';

export const reviewSortingSchema = z.object({ sort_by: z.enum(REVIEW_SORT_KEYS), ascending: z.boolean() });

/** POST /reviews/filter body (filter reviews; the 5-star count is `scores: [5], per_page: 100`). */
export const reviewFilterRequestSchema = z.object({
  per_page: z.number().int().min(1).max(REVIEWS_MAX_PER_PAGE).optional(),
  page: z.number().int().min(1).max(REVIEWS_MAX_PAGE).optional(),
  free_text_search: safeText({ max: REVIEWS_MAX_SEARCH_LENGTH }).optional(),
  domain_key: safeId(100).optional(),
  topic_names: z
    .array(safeText({ min: 1, max: 50 }))
    .max(REVIEWS_MAX_TOPIC_NAMES)
    .optional(),
  scores: z.array(reviewScoreSchema).max(5).optional(),
  sortings: z.array(reviewSortingSchema).max(REVIEWS_MAX_SORTINGS).optional(),
});
export type ReviewFilterRequest = z.infer<typeof reviewFilterRequestSchema>;

export interface ReviewSorting {
  by: ReviewSortKey;
  ascending: boolean;
}

/** A filter request with its defaults applied: what the repository queries. */
export interface ReviewQuery {
  page: number;
  perPage: number;
  offset: number;
  /** Trimmed free text; null when absent or blank. */
  search: string | null;
  domainKey: string | null;
  topics: string[];
  scores: ReviewScore[];
  sortings: ReviewSorting[];
}

export const DEFAULT_REVIEW_SORTING: ReviewSorting = { by: 'date', ascending: false };

/**
 * Rule (reviews filter defaults): page 1 and REVIEWS_PAGE_SIZE unless asked; blank search is no search;
 * topics and scores are de-duplicated; a sort key counts once (its first mention wins); 'relevance' without a search
 * has nothing to rank and is dropped; no sorting left means newest first. Date descending always ends the order so
 * pages are stable.
 */
export function reviewQueryFrom(request: ReviewFilterRequest): ReviewQuery {
  const page = request.page ?? 1;
  const perPage = request.per_page ?? REVIEWS_PAGE_SIZE;
  const search = request.free_text_search?.trim() || null;
  const seen = new Set<ReviewSortKey>();
  const sortings: ReviewSorting[] = [];
  for (const s of request.sortings ?? []) {
    if (seen.has(s.sort_by) || (s.sort_by === 'relevance' && !search)) continue;
    seen.add(s.sort_by);
    sortings.push({ by: s.sort_by, ascending: s.ascending });
  }
  if (!seen.has('date')) sortings.push(DEFAULT_REVIEW_SORTING);
  return {
    page,
    perPage,
    offset: (page - 1) * perPage,
    search,
    domainKey: request.domain_key?.trim() || null,
    topics: [...new Set((request.topic_names ?? []).map((t) => t.trim()).filter(Boolean))],
    scores: [...new Set(request.scores ?? [])].sort(),
    sortings,
  };
}
