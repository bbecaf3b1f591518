import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import type { Database } from '../client';
import { showrooms } from '../schema';

export type ShowroomRow = typeof showrooms.$inferSelect;

/** The brand's showrooms by state, city and name; the brand filter is never optional. */
export function listShowrooms(db: Pick<Database, 'select'>, brand: BrandKey): Promise<ShowroomRow[]> {
  return db
    .select()
    .from(showrooms)
    .where(eq(showrooms.brand, brand))
    .orderBy(asc(showrooms.state), asc(showrooms.city), asc(showrooms.name));
}

/**
 * Writes the brand's showrooms: each one inserted or updated in place, and any the list no longer names removed. Safe
 * when two instances start at once (no delete-then-insert race on the primary key).
 */
export async function upsertShowrooms(
  db: Database,
  brand: BrandKey,
  rows: ReadonlyArray<Omit<ShowroomRow, 'brand'>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const { id, ...fields } = row;
      await tx
        .insert(showrooms)
        .values({ brand, id, ...fields })
        .onConflictDoUpdate({ target: [showrooms.brand, showrooms.id], set: fields });
    }
    const ids = rows.map((r) => r.id);
    await tx
      .delete(showrooms)
      .where(ids.length === 0 ? eq(showrooms.brand, brand) : and(eq(showrooms.brand, brand), notInArray(showrooms.id, ids)));
  });
}
