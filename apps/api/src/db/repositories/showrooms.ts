import { asc, eq } from 'drizzle-orm';
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
