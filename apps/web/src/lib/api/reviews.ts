import './zod-jitless';
import type { BrandKey } from '@store/core/brands';
import { productReviewsTag, reviewBottomlinesTag, reviewListsTag } from '@store/core/reviews/cache-tags';
import { REVIEWS_FIVE_STAR_FETCH, REVIEWS_MAX_BOTTOMLINE_KEYS } from '@store/core/reviews/constants';
import {
  albumSchema,
  bottomlineSchema,
  bottomlinesSchema,
  reviewPageSchema,
  type Album,
  type Bottomline,
  type Bottomlines,
  type ReviewPage,
} from '@store/core/reviews/wire';
import { env } from '../env';
import type { ReviewFilter } from './reviews-browser';
import { reviewsFetch, ReviewsHttpError } from './reviews-http';

export { ReviewsHttpError } from './reviews-http';

/** The product bottomline (and the listing cards' batch) is read with a 3 s timeout ... */
export const REVIEWS_TIMEOUT_MS = 3000;
/** ... and revalidated hourly. */
export const REVIEWS_REVALIDATE_SECONDS = 3600;

/**
 * A server read of the reviews service, cached: `tag` names what it shows (core reviews/cache-tags.ts), so the API's
 * word that a review was published or voted on expires it at once; the revalidation time is only the fallback.
 */
function serverInit(brand: BrandKey, revalidate: number, tag: string): RequestInit {
  return {
    headers: { 'x-brand': brand, accept: 'application/json' },
    signal: AbortSignal.timeout(REVIEWS_TIMEOUT_MS),
    next: { revalidate, tags: [`brand:${brand}`, 'reviews', tag] },
  };
}

/** Error handler of the reviews calls: logged; the page renders without the reviews data. */
export function handleReviewsError(error: unknown, what: string): null {
  console.error(`Reviews: ${what} failed`, error);
  return null;
}

/**
 * Product bottomline, server-side (3 s timeout, 1 h revalidation): a status ≥ 500 goes to the error handler
 * (resolves null: no stars); any other failure (a 4xx, a timeout, the API unreachable) rejects.
 */
export async function fetchProductBottomline(brand: BrandKey, domainKey: string): Promise<Bottomline | null> {
  const { apiUrl } = env();
  try {
    return await reviewsFetch(
      `${apiUrl}/reviews/products/${encodeURIComponent(domainKey)}/bottomline`,
      serverInit(brand, REVIEWS_REVALIDATE_SECONDS, productReviewsTag(brand, domainKey)),
      bottomlineSchema,
    );
  } catch (error) {
    if (error instanceof ReviewsHttpError && error.status >= 500) return handleReviewsError(error, 'product bottomline');
    throw error;
  }
}

/** The product page's read: never fails the page; a rejection is logged and means "no stars". */
export function productBottomlineOrNull(brand: BrandKey, domainKey: string): Promise<Bottomline | null> {
  return fetchProductBottomline(brand, domainKey).catch((error: unknown) => {
    console.warn(`Reviews: product bottomline of ${domainKey} unavailable`, error);
    return null;
  });
}

/**
 * GET /reviews/bottomlines?domain_keys=: the stars of a whole listing in one call (server-side, same timeout and
 * revalidation). Never fails the page: any failure is logged and yields no stars.
 */
export async function listingBottomlines(brand: BrandKey, domainKeys: readonly string[]): Promise<Bottomlines> {
  const keys = [...new Set(domainKeys)].slice(0, REVIEWS_MAX_BOTTOMLINE_KEYS);
  if (keys.length === 0) return {};
  const { apiUrl } = env();
  const query = new URLSearchParams({ domain_keys: keys.join(',') });
  try {
    return await reviewsFetch(
      `${apiUrl}/reviews/bottomlines?${query.toString()}`,
      serverInit(brand, REVIEWS_REVALIDATE_SECONDS, reviewBottomlinesTag(brand)),
      bottomlinesSchema,
    );
  } catch (error) {
    return handleReviewsError(error, 'listing bottomlines') ?? {};
  }
}

/** GET /reviews/bottomline: the brand's bottomline for /reviews; null (logged) when it cannot be read. */
export async function brandBottomline(brand: BrandKey): Promise<Bottomline | null> {
  const { apiUrl, revalidateSeconds } = env();
  try {
    return await reviewsFetch(
      `${apiUrl}/reviews/bottomline`,
      serverInit(brand, revalidateSeconds, reviewBottomlinesTag(brand)),
      bottomlineSchema,
    );
  } catch (error) {
    return handleReviewsError(error, 'brand bottomline');
  }
}

/** POST /reviews/filter from the server (no shopper session: `myVote` is null); null (logged) when it fails. */
export async function serverFilterReviews(brand: BrandKey, filter: ReviewFilter): Promise<ReviewPage | null> {
  const { apiUrl, revalidateSeconds } = env();
  try {
    return await reviewsFetch(
      `${apiUrl}/reviews/filter`,
      {
        ...serverInit(brand, revalidateSeconds, reviewListsTag(brand)),
        method: 'POST',
        headers: { 'x-brand': brand, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(filter),
      },
      reviewPageSchema,
    );
  } catch (error) {
    return handleReviewsError(error, 'filter reviews');
  }
}

/**
 * The 5-star count: POST /reviews/filter with `scores: [5], per_page: 100`; the count is the page's total.
 * Null (logged) when it cannot be read.
 */
export async function fiveStarCount(brand: BrandKey): Promise<number | null> {
  const page = await serverFilterReviews(brand, { scores: [5], per_page: REVIEWS_FIVE_STAR_FETCH });
  return page === null ? null : page.pagination.total;
}

/** GET /reviews/albums/{name}?page=1&per_page=100: null when the album does not exist (404). */
export async function fetchAlbum(brand: BrandKey, name: string): Promise<Album | null> {
  const { apiUrl, revalidateSeconds } = env();
  try {
    return await reviewsFetch(
      `${apiUrl}/reviews/albums/${encodeURIComponent(name)}?page=1&per_page=100`,
      serverInit(brand, revalidateSeconds, reviewListsTag(brand)),
      albumSchema,
    );
  } catch (error) {
    if (error instanceof ReviewsHttpError && error.status === 404) return null;
    throw error;
  }
}
