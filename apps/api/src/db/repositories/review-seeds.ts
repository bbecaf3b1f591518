import { and, eq, isNull } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import type { Database } from '../client';
import { reviewAlbumItems, reviewAlbums, reviews } from '../schema';
import type { SeedReview } from '../seed/reviews/generate';
import type { SeedAlbum } from '../seed/reviews/albums';

const CHUNK = 500;

/**
 * Replaces a brand's generated reviews (those without an order: shoppers' written reviews are kept) and its albums,
 * in one transaction; votes on replaced reviews go with them.
 */
export async function replaceSeedReviews(
  db: Database,
  brand: BrandKey,
  rows: readonly SeedReview[],
  albums: readonly SeedAlbum[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(reviews).where(and(eq(reviews.brand, brand), isNull(reviews.orderId)));
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx.insert(reviews).values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, status: 'published' as const })));
    }
    await tx.delete(reviewAlbumItems).where(eq(reviewAlbumItems.brand, brand));
    await tx.delete(reviewAlbums).where(eq(reviewAlbums.brand, brand));
    for (const album of albums) {
      await tx.insert(reviewAlbums).values({ brand, name: album.name, title: album.title });
      if (album.items.length === 0) continue;
      await tx.insert(reviewAlbumItems).values(
        album.items.map((item, position) => ({
          brand,
          albumName: album.name,
          position,
          id: item.id,
          type: item.type,
          url: item.url,
          posterUrl: item.posterUrl,
          caption: item.caption,
          reviewer: item.reviewer,
          domainKey: item.domainKey,
        })),
      );
    }
  });
}
