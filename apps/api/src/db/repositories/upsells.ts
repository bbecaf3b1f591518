import { and, asc, eq } from 'drizzle-orm';
import { BRANDS, type BrandKey, type UpsellItem } from '@store/core';
import type { Database } from '../client';
import { upsells } from '../schema';

/** The brand's upsell catalogue in its own region, in catalogue order; the brand filter is never optional. */
export async function listUpsells(db: Pick<Database, 'select'>, brand: BrandKey): Promise<UpsellItem[]> {
  const rows = await db
    .select({ document: upsells.document })
    .from(upsells)
    .where(and(eq(upsells.brand, brand), eq(upsells.region, BRANDS[brand].region)))
    .orderBy(asc(upsells.position));
  return rows.map((row) => row.document);
}

/** Writes a brand's upsell catalogue in one transaction, replacing what was there. */
export async function replaceUpsells(db: Database, brand: BrandKey, items: readonly UpsellItem[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(upsells).where(eq(upsells.brand, brand));
    if (items.length === 0) return;
    await tx
      .insert(upsells)
      .values(items.map((item, position) => ({ brand, region: item.region, name: item.name, position, document: item })));
  });
}
