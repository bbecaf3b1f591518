import { eq } from 'drizzle-orm';
import { BRAND_KEYS, type BrandKey } from '@store/core';
import type { Database } from '../client';
import { catalogSeeds } from '../schema';
import { replaceCatalog } from '../repositories/products';
import { seedCatalog } from './catalog';

/** Bump when the seed catalogue changes: a start with an older version reseeds the catalogue (never carts or orders). */
export const CATALOG_VERSION = 1;

export interface SeedReport {
  seeded: BrandKey[];
  kept: BrandKey[];
}

/** Seeds each brand's catalogue on first run (or when the seed version moved); a second start reuses the data. */
export async function seedCatalogs(db: Database, options: { force?: boolean } = {}): Promise<SeedReport> {
  const report: SeedReport = { seeded: [], kept: [] };
  for (const brand of BRAND_KEYS) {
    const [current] = await db.select().from(catalogSeeds).where(eq(catalogSeeds.brand, brand));
    if (!options.force && current?.version === CATALOG_VERSION) {
      report.kept.push(brand);
      continue;
    }
    await replaceCatalog(db, brand, seedCatalog(brand));
    await db
      .insert(catalogSeeds)
      .values({ brand, version: CATALOG_VERSION })
      .onConflictDoUpdate({ target: catalogSeeds.brand, set: { version: CATALOG_VERSION, seededAt: new Date() } });
    report.seeded.push(brand);
  }
  return report;
}
