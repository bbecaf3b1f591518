import type { BrandKey, ReviewMedia } from '@store/core';
import type { Database } from '../../src/db/client';
import { reviewAlbumItems, reviewAlbums, reviews } from '../../src/db/schema';

export type TestReview = typeof reviews.$inferInsert;

let counter = 0;

/** A published review row with sensible defaults (brand nestwood, product alpha-mattress, 5 stars). */
export function makeReview(overrides: Partial<TestReview> = {}): TestReview {
  counter += 1;
  return {
    id: `rv-test-${counter}`,
    brand: 'nestwood',
    domainKey: 'alpha-mattress',
    productTitle: 'Test alpha-mattress',
    score: 5,
    title: 'Lovely',
    content: 'A perfectly ordinary review.',
    displayName: 'Test R.',
    verifiedBuyer: true,
    topics: [],
    media: [],
    status: 'published',
    votesUp: 0,
    votesDown: 0,
    createdAt: new Date(Date.UTC(2025, 0, 1) + counter * 60_000),
    ...overrides,
  };
}

/** Writes review rows straight to the table (the factories of the reviews tests). */
export async function insertReviews(db: Database, rows: TestReview[]): Promise<void> {
  if (rows.length > 0) await db.insert(reviews).values(rows);
}

export const photo = (url: string): ReviewMedia => ({ type: 'image', url, thumbnailUrl: `${url}?w=77`, alt: 'A photo' });

/** An album with `count` video items. */
export async function insertAlbum(db: Database, brand: BrandKey, name: string, count: number): Promise<void> {
  await db.insert(reviewAlbums).values({ brand, name, title: `Album ${name}` });
  if (count === 0) return;
  await db.insert(reviewAlbumItems).values(
    Array.from({ length: count }, (_, i) => ({
      brand,
      albumName: name,
      id: `${name}-${i + 1}`,
      position: i,
      type: 'video' as const,
      url: `/media/testimonials/testimonial-${(i % 8) + 1}.mp4`,
      posterUrl: `/media/testimonials/testimonial-${(i % 8) + 1}.jpg`,
      caption: `Clip ${i + 1}`,
      reviewer: `Reviewer ${i + 1}`,
      domainKey: null,
    })),
  );
}
