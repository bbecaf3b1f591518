import { and, asc, eq, sql } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import type { BundlePage } from '@store/core/collections/collection-schema';
import type { Database } from '../client';
import { products } from '../schema';

/** The brand's bundle pages composed from parts (products whose document has bundlePage), by product id. */
export async function listBundlePages(db: Pick<Database, 'select'>, brand: BrandKey): Promise<Map<string, BundlePage>> {
  const rows = await db
    .select({ id: products.id, bundlePage: sql<BundlePage>`${products.document} -> 'bundlePage'` })
    .from(products)
    .where(and(eq(products.brand, brand), sql`${products.document} -> 'bundlePage' is not null`))
    .orderBy(asc(products.position));
  return new Map(rows.map((row) => [row.id, row.bundlePage]));
}
