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

/**
 * A review written (new or edited) with its moderation status, a vote on one, a staff decision (from one status to
 * another), or the brand's public reply to a published one (written, edited or removed).
 */
export type ReviewChange =
  | { kind: 'written'; domainKey: string; status: ReviewStatus }
  | { kind: 'voted' }
  | { kind: 'moderated'; domainKey: string; from: ReviewStatus; to: ReviewStatus }
  | { kind: 'replied' };

/**
 * The tags a change expires: a published review changes the lists, the stars of listings and its product's bottomline;
 * one held for moderation shows nowhere yet; a decision changes them when the review enters or leaves the published set
 * (approved, or taken down), not when a held one is rejected; a vote or a reply changes the lists only (a reply shows
 * under the review, on the lists; no score moves).
 */
export function reviewChangeTags(brand: BrandKey, change: ReviewChange): string[] {
  if (change.kind === 'voted' || change.kind === 'replied') return [reviewListsTag(brand)];
  const shows =
    change.kind === 'written' ? change.status === 'published' : change.from === 'published' || change.to === 'published';
  if (!shows) return [];
  return [reviewListsTag(brand), reviewBottomlinesTag(brand), productReviewsTag(brand, change.domainKey)];
}

const REVIEW_TAG = /^reviews:([a-z-]+):(?:lists|bottomlines|product:[A-Za-z0-9\-_.!~*'()%]{1,200})$/;

/** A tag of a review read of a known brand: the only tags a storefront revalidates on the API's word. */
export function isReviewCacheTag(tag: string): boolean {
  const brand = REVIEW_TAG.exec(tag)?.[1];
  return brand !== undefined && isBrandKey(brand);
}
