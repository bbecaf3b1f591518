/** Review constants. */

/** Reviews per page of the full list (/reviews, and "Show more reviews" on a product page). */
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews the product page's reviews section shows first (`per_page: 6, page: 1`). */
export const REVIEWS_FIRST_PAGE = 6;
/** The 5-star count call: the filter call with `scores: [5]` and this page size. */
export const REVIEWS_FIVE_STAR_FETCH = 100;

/** Limits of the filter call (the reviews service contract). */
export const REVIEWS_MAX_PER_PAGE = 100;
export const REVIEWS_MAX_PAGE = 1000;
export const REVIEWS_MAX_SEARCH_LENGTH = 100;
export const REVIEWS_MAX_TOPIC_NAMES = 10;
export const REVIEWS_MAX_SORTINGS = 3;
/** Topics of the matching set returned with a page, most frequent first. */
export const REVIEWS_MAX_TOPICS = 12;
/** Product keys one batch bottomline call may name. */
export const REVIEWS_MAX_BOTTOMLINE_KEYS = 60;

/** Limits of a written review. */
export const REVIEW_TITLE_MAX = 150;
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 5000;
export const REVIEW_DISPLAY_NAME_MIN = 2;
export const REVIEW_DISPLAY_NAME_MAX = 50;

/** The album of video testimonials every active brand has (/reviews/video-testimonials). */
export const VIDEO_TESTIMONIALS_ALBUM = 'video-testimonials';

/** The message of a second review of one product for one order. */
export const REVIEW_ALREADY_WRITTEN_MESSAGE = 'You already reviewed this product for this order';

/** Review score: 1 to 5 stars (here, without zod, for the browser's star widgets). */
export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];
