import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { upsellSeeds } from '../schema';
import { replaceUpsells } from '../repositories/upsells';
import { seedUpsells } from './upsells';
import { seedEachBrand, type SeedReport } from './seed-each-brand';

/** Bump when the upsell seeds change: a start with an older version reseeds the upsell catalogue (nothing else). */
export const UPSELL_CATALOG_VERSION = 2;

export type UpsellSeedReport = SeedReport;

/** Seeds each brand's upsell catalogue on first run (or when the seed version moved); a second start reuses the data. */
export function seedUpsellCatalog(db: Database, options: { force?: boolean } = {}): Promise<UpsellSeedReport> {
  return seedEachBrand(options.force ?? false, {
    isCurrent: async (brand) =>
      (await db.select().from(upsellSeeds).where(eq(upsellSeeds.brand, brand)))[0]?.version === UPSELL_CATALOG_VERSION,
    seed: async (brand) => {
      await replaceUpsells(db, brand, seedUpsells(brand));
      await db
        .insert(upsellSeeds)
        .values({ brand, version: UPSELL_CATALOG_VERSION })
        .onConflictDoUpdate({ target: upsellSeeds.brand, set: { version: UPSELL_CATALOG_VERSION, seededAt: new Date() } });
    },
  });
}
