import type { Metadata } from 'next';
import type { BrandConfig } from '@store/core/brands';
import { staticPageMetadata } from '../../lib/seo/static-page-metadata';

/** Pages with metadata: /reviews and /reviews/video-testimonials (marketing pages, type WP). */
export const REVIEWS_PAGES = {
  '/reviews': {
    title: 'Customer reviews',
    description: (brand: string) =>
      `Read what ${brand} customers say about their mattresses, bedding and furniture: ratings, photos and verified-buyer reviews.`,
  },
  '/reviews/video-testimonials': {
    title: 'Video testimonials',
    description: (brand: string) => `Watch ${brand} customers talk about their sleep in their own words.`,
  },
} as const;
export type ReviewsPagePath = keyof typeof REVIEWS_PAGES;

/** The title, description, canonical, x-default alternate and page type of a reviews page. */
export function reviewsPageMetadata(brand: BrandConfig, path: ReviewsPagePath): Metadata {
  return staticPageMetadata(brand, path, REVIEWS_PAGES[path]);
}
