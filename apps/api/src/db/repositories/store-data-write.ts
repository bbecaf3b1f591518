import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BrandKey, Product, UpsellItem } from '@store/core';
import type { CatalogAlbum, CatalogCoupon, CatalogReview, CatalogSignals } from '@store/core/catalog-file/sections';
import {
  coupons,
  productAvailability,
  productPairCounts,
  productPopularity,
  products,
  reviewAlbumItems,
  reviewAlbums,
  reviews,
  showrooms,
  upsells,
} from '../schema';
import type { Db } from './carts';
import { couponColumnsOf } from './coupons';

/**
 * Writers of a brand's sections from a catalogue file, each run inside the import's one transaction. Products, upsells
 * and albums are rewritten whole (nothing refers to their rows); coupons, reviews and showrooms row by row, so a
 * coupon's redemptions and a review's votes stay; signals set only the starting counts, never the paid ones.
 */

const CHUNK = 500;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function writeProducts(tx: Db, brand: BrandKey, catalog: readonly Product[]): Promise<void> {
  await tx.delete(productAvailability).where(eq(productAvailability.brand, brand));
  await tx.delete(products).where(eq(products.brand, brand));
  await insertChunked(
    catalog.map(({ availability: _availability, ...document }, position) => ({
      brand,
      id: document.id,
      name: document.name,
      inventoryKey: document.inventoryKey,
      productGroup: document.attributes.group,
      url: document.metadata.url,
      position,
      document,
    })),
    (chunk) => tx.insert(products).values(chunk),
  );
  await insertChunked(
    catalog.flatMap((product) =>
      Object.entries(product.availability).map(([sku, a]) => ({ brand, sku, productId: product.id, ...a })),
    ),
    (chunk) => tx.insert(productAvailability).values(chunk),
  );
}

export async function writeUpsells(tx: Db, brand: BrandKey, items: readonly UpsellItem[]): Promise<void> {
  await tx.delete(upsells).where(eq(upsells.brand, brand));
  await insertChunked(
    items.map((item, position) => ({ brand, region: item.region, name: item.name, position, document: item })),
    (chunk) => tx.insert(upsells).values(chunk),
  );
}

/** Each coupon's rules inserted or updated (its redemptions kept); coupons the file no longer has removed. */
export async function writeCoupons(tx: Db, brand: BrandKey, rows: readonly CatalogCoupon[], removed: string[]): Promise<void> {
  if (removed.length > 0) await tx.delete(coupons).where(and(eq(coupons.brand, brand), inArray(coupons.code, removed)));
  for (const row of rows) {
    const rule = couponColumnsOf(row);
    await tx
      .insert(coupons)
      .values({ brand, ...rule })
      .onConflictDoUpdate({
        target: [coupons.brand, coupons.code],
        // A staff editor holding the version before the import is told the coupon changed.
        set: { ...rule, version: sql`${coupons.version} + 1`, updatedAt: new Date() },
      });
  }
}

/**
 * Reviews the file adds are inserted with their starting votes; changed ones are updated but for their votes (the
 * store counts votes cast since); removed ones go with their votes. Shoppers' reviews (with an order) are never touched.
 */
export async function writeReviews(
  tx: Db,
  brand: BrandKey,
  plan: { added: readonly CatalogReview[]; changed: readonly CatalogReview[]; removed: string[] },
): Promise<void> {
  const mine = and(eq(reviews.brand, brand), isNull(reviews.orderId));
  for (let i = 0; i < plan.removed.length; i += CHUNK)
    await tx.delete(reviews).where(and(mine, inArray(reviews.id, plan.removed.slice(i, i + CHUNK))));
  await insertChunked(
    plan.added.map((review) => ({ ...review, brand, createdAt: new Date(review.createdAt) })),
    (chunk) => tx.insert(reviews).values(chunk),
  );
  for (const { id, votesUp: _up, votesDown: _down, createdAt, ...fields } of plan.changed)
    await tx
      .update(reviews)
      .set({ ...fields, createdAt: new Date(createdAt) })
      .where(and(mine, eq(reviews.id, id)));
}

export async function writeAlbums(tx: Db, brand: BrandKey, albums: readonly CatalogAlbum[]): Promise<void> {
  await tx.delete(reviewAlbumItems).where(eq(reviewAlbumItems.brand, brand));
  await tx.delete(reviewAlbums).where(eq(reviewAlbums.brand, brand));
  if (albums.length === 0) return;
  await tx.insert(reviewAlbums).values(albums.map((album) => ({ brand, name: album.name, title: album.title })));
  await insertChunked(
    albums.flatMap((album) => album.items.map((item, position) => ({ ...item, brand, albumName: album.name, position }))),
    (chunk) => tx.insert(reviewAlbumItems).values(chunk),
  );
}

export type LocatedShowroom = Omit<typeof showrooms.$inferInsert, 'brand'>;

/** Each showroom inserted or updated in place (no delete-then-insert), those the file no longer has removed. */
export async function writeShowrooms(
  tx: Db,
  brand: BrandKey,
  rows: readonly LocatedShowroom[],
  removed: string[],
): Promise<void> {
  if (removed.length > 0) await tx.delete(showrooms).where(and(eq(showrooms.brand, brand), inArray(showrooms.id, removed)));
  for (const { id, ...fields } of rows)
    await tx
      .insert(showrooms)
      .values({ brand, id, ...fields })
      .onConflictDoUpdate({ target: [showrooms.brand, showrooms.id], set: fields });
}

/** The starting counts become the file's (in both directions for a pair); the counts paid orders added stay. */
export async function writeSignals(tx: Db, scope: { brand: BrandKey; region: string }, signals: CatalogSignals): Promise<void> {
  const inScope = (t: typeof productPopularity | typeof productPairCounts) =>
    and(eq(t.brand, scope.brand), eq(t.region, scope.region));
  await tx.update(productPopularity).set({ seedCount: 0 }).where(inScope(productPopularity));
  await tx.update(productPairCounts).set({ seedCount: 0 }).where(inScope(productPairCounts));
  await insertChunked(
    signals.popularity.map(({ productId, count }) => ({ ...scope, productId, seedCount: count })),
    (chunk) =>
      tx
        .insert(productPopularity)
        .values(chunk)
        .onConflictDoUpdate({
          target: [productPopularity.brand, productPopularity.region, productPopularity.productId],
          set: { seedCount: sql`excluded.seed_count` },
        }),
  );
  await insertChunked(
    signals.pairs.flatMap(({ a, b, count }) => [
      { ...scope, productA: a, productB: b, seedCount: count },
      { ...scope, productA: b, productB: a, seedCount: count },
    ]),
    (chunk) =>
      tx
        .insert(productPairCounts)
        .values(chunk)
        .onConflictDoUpdate({
          target: [productPairCounts.brand, productPairCounts.region, productPairCounts.productA, productPairCounts.productB],
          set: { seedCount: sql`excluded.seed_count` },
        }),
  );
}
