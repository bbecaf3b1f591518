import { isBrandKey, type BrandKey } from '../brands';
import type { ReviewStatus } from './wire';

/**
 * The storefront caches what it reads of the reviews service, each read tagged with what it shows, so a change to a
 * review expires exactly the pages that show it (and the hourly revalidation is only a fallback).
 */

/** Review lists: the /reviews page, the home page's reviews strip, the five-star count, the albums. */
export const reviewListsTag = (brand: BrandKey): string => `reviews:${brand}:lists`;
/** The brand's bottomline and the stars of listing cards. */
export const reviewBottomlinesTag = (brand: BrandKey): string => `reviews:${brand}:bottomlines`;
/** One product's bottomline (the stars at the top of its page); the key URI-encoded, so any id makes a plain tag. */
export const productReviewsTag = (brand: BrandKey, domainKey: string): string =>
  `reviews:${brand}:product:${encodeURIComponent(domainKey)}`;

/** A review written (new or edited) with its moderation status, or a vote on one. */
export type ReviewChange = { kind: 'written'; domainKey: string; status: ReviewStatus } | { kind: 'voted' };

/**
 * The tags a change expires: a published review changes the lists, the stars of listings and its product's bottomline;
 * one held for moderation shows nowhere yet; a vote changes the vote counts on the lists only.
 */
export function reviewChangeTags(brand: BrandKey, change: ReviewChange): string[] {
  if (change.kind === 'voted') return [reviewListsTag(brand)];
  if (change.status !== 'published') return [];
  return [reviewListsTag(brand), reviewBottomlinesTag(brand), productReviewsTag(brand, change.domainKey)];
}

const REVIEW_TAG = /^reviews:([a-z-]+):(?:lists|bottomlines|product:[A-Za-z0-9\-_.!~*'()%]{1,200})$/;

/** A tag of a review read of a known brand: the only tags a storefront revalidates on the API's word. */
export function isReviewCacheTag(tag: string): boolean {
  const brand = REVIEW_TAG.exec(tag)?.[1];
  return brand !== undefined && isBrandKey(brand);
}
