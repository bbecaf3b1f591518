import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { catalogSeeds } from '../schema';
import { replaceCatalog } from '../repositories/products';
import { seedCatalog } from './catalog';
import { seedEachBrand, type SeedReport } from './seed-each-brand';

export type { SeedReport } from './seed-each-brand';

/** Bump when the seed catalogue changes: a start with an older version reseeds the catalogue (never carts or orders). */
export const CATALOG_VERSION = 7;

/** Seeds each brand's catalogue on first run (or when the seed version moved); a second start reuses the data. */
export function seedCatalogs(db: Database, options: { force?: boolean } = {}): Promise<SeedReport> {
  return seedEachBrand(options.force ?? false, {
    isCurrent: async (brand) =>
      (await db.select().from(catalogSeeds).where(eq(catalogSeeds.brand, brand)))[0]?.version === CATALOG_VERSION,
    seed: async (brand) => {
      await replaceCatalog(db, brand, seedCatalog(brand));
      await db
        .insert(catalogSeeds)
        .values({ brand, version: CATALOG_VERSION })
        .onConflictDoUpdate({ target: catalogSeeds.brand, set: { version: CATALOG_VERSION, seededAt: new Date() } });
    },
  });
}
