import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { BRANDS, type BrandKey } from '@store/core';
import type { CatalogFile, CatalogSection } from '@store/core/catalog-file/sections';
import type { Database } from '../client';
import {
  coupons,
  productPairCounts,
  productPopularity,
  reviewAlbumItems,
  reviewAlbums,
  reviews,
  showrooms,
  upsells,
} from '../schema';
import { couponRulesOf } from './coupons';
import { listProducts } from './products';

type Reader = Pick<Database, 'select'>;
type Sections = Omit<CatalogFile, 'format' | 'version' | 'brand'>;

/**
 * A brand's stored data in the catalogue file's form, section by section, in a fixed row order: products and upsells in
 * catalogue order, the others by key. Only what an import writes is read: redemptions, shoppers' reviews, the votes'
 * voters, coordinates and paid signal counts are the store's own.
 */
export async function readStoreSections(db: Reader, brand: BrandKey, wanted: readonly CatalogSection[]): Promise<Sections> {
  const sections: Sections = {};
  for (const section of wanted) Object.assign(sections, { [section]: await READERS[section](db, brand) });
  return sections;
}

/** Rows by a text key in code-point order, the same on every database whatever its collation. */
export function by<T>(keyOf: (row: T) => string): (a: T, b: T) => number {
  return (a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);
}

/** Each pair with its ids in code-point order, the pairs sorted by them. */
export function orderedPairs<T extends { a: string; b: string }>(pairs: readonly T[]): T[] {
  return pairs.map((p) => (p.a <= p.b ? p : { ...p, a: p.b, b: p.a })).sort(by((p) => `${p.a}\u0000${p.b}`));
}

const READERS: { [S in CatalogSection]: (db: Reader, brand: BrandKey) => Promise<NonNullable<Sections[S]>> } = {
  products: (db, brand) => listProducts(db, brand),
  upsells: async (db, brand) =>
    (await db.select().from(upsells).where(eq(upsells.brand, brand)).orderBy(asc(upsells.position))).map((r) => r.document),
  coupons: async (db, brand) =>
    (await db.select().from(coupons).where(eq(coupons.brand, brand))).map(couponRulesOf).sort(by((c) => c.code)),
  reviews: async (db, brand) =>
    (
      await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.brand, brand), isNull(reviews.orderId)))
    )
      // The file's fields only, named one by one: the store keeps more of a review (its moderation, its reply) that a
      // catalogue file does not carry, and an export must import again as it is.
      .map((r) => ({
        id: r.id,
        domainKey: r.domainKey,
        productTitle: r.productTitle,
        score: r.score as 1 | 2 | 3 | 4 | 5,
        title: r.title,
        content: r.content,
        displayName: r.displayName,
        verifiedBuyer: r.verifiedBuyer,
        topics: r.topics,
        media: r.media,
        status: r.status,
        votesUp: r.votesUp,
        votesDown: r.votesDown,
        createdAt: r.createdAt.toISOString(),
      }))
      .sort(by((r) => r.id)),
  reviewAlbums: async (db, brand) => {
    const albums = await db.select().from(reviewAlbums).where(eq(reviewAlbums.brand, brand));
    const items = await db
      .select()
      .from(reviewAlbumItems)
      .where(eq(reviewAlbumItems.brand, brand))
      .orderBy(asc(reviewAlbumItems.albumName), asc(reviewAlbumItems.position));
    return albums.sort(by((a) => a.name)).map((album) => ({
      name: album.name,
      title: album.title,
      items: items
        .filter((item) => item.albumName === album.name)
        .map(({ brand: _brand, albumName: _album, position: _position, ...item }) => item),
    }));
  },
  showrooms: async (db, brand) =>
    (await db.select().from(showrooms).where(eq(showrooms.brand, brand)))
      .map(({ brand: _brand, latitude: _latitude, longitude: _longitude, country, ...room }) => ({
        ...room,
        country: country as 'US' | 'CA',
      }))
      .sort(by((r) => r.id)),
  signals: async (db, brand) => {
    const region = BRANDS[brand].region;
    const popularity = await db
      .select({ productId: productPopularity.productId, count: productPopularity.seedCount })
      .from(productPopularity)
      .where(and(eq(productPopularity.brand, brand), eq(productPopularity.region, region), gt(productPopularity.seedCount, 0)));
    const pairs = await db
      .select({ a: productPairCounts.productA, b: productPairCounts.productB, count: productPairCounts.seedCount })
      .from(productPairCounts)
      .where(
        and(
          eq(productPairCounts.brand, brand),
          eq(productPairCounts.region, region),
          gt(productPairCounts.seedCount, 0),
          lt(productPairCounts.productA, productPairCounts.productB),
        ),
      );
    return { popularity: popularity.sort(by((r) => r.productId)), pairs: orderedPairs(pairs) };
  },
};
