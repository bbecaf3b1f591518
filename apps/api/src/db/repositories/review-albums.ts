import { and, asc, eq, sql } from 'drizzle-orm';
import type { AlbumItem, BrandKey } from '@store/core';
import type { Database } from '../client';
import { reviewAlbumItems, reviewAlbums } from '../schema';

type Reader = Pick<Database, 'select'>;

export interface AlbumPage {
  name: string;
  title: string;
  items: AlbumItem[];
  total: number;
}

/** One page of a brand's album in position order, or null when the brand has no album of that name. */
export async function findAlbumPage(
  db: Reader,
  brand: BrandKey,
  name: string,
  page: { limit: number; offset: number },
): Promise<AlbumPage | null> {
  const [album] = await db
    .select()
    .from(reviewAlbums)
    .where(and(eq(reviewAlbums.brand, brand), eq(reviewAlbums.name, name)));
  if (!album) return null;
  const inAlbum = and(eq(reviewAlbumItems.brand, brand), eq(reviewAlbumItems.albumName, name));
  const rows = await db
    .select()
    .from(reviewAlbumItems)
    .where(inAlbum)
    .orderBy(asc(reviewAlbumItems.position))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewAlbumItems)
    .where(inAlbum);
  return {
    name: album.name,
    title: album.title,
    total: count?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      url: row.url,
      posterUrl: row.posterUrl,
      caption: row.caption,
      reviewer: row.reviewer,
      domainKey: row.domainKey,
    })),
  };
}
