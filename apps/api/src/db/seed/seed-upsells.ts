import { eq } from 'drizzle-orm';
import { BRAND_KEYS, type BrandKey } from '@store/core';
import type { Database } from '../client';
import { upsellSeeds } from '../schema';
import { replaceUpsells } from '../repositories/upsells';
import { seedUpsells } from './upsells';

/** Bump when the upsell seeds change: a start with an older version reseeds the upsell catalogue (nothing else). */
export const UPSELL_CATALOG_VERSION = 1;

export interface UpsellSeedReport {
  seeded: BrandKey[];
  kept: BrandKey[];
}

/** Seeds each brand's upsell catalogue on first run (or when the seed version moved); a second start reuses the data. */
export async function seedUpsellCatalog(db: Database, options: { force?: boolean } = {}): Promise<UpsellSeedReport> {
  const report: UpsellSeedReport = { seeded: [], kept: [] };
  for (const brand of BRAND_KEYS) {
    const [current] = await db.select().from(upsellSeeds).where(eq(upsellSeeds.brand, brand));
    if (!options.force && current?.version === UPSELL_CATALOG_VERSION) {
      report.kept.push(brand);
      continue;
    }
    await replaceUpsells(db, brand, seedUpsells(brand));
    await db
      .insert(upsellSeeds)
      .values({ brand, version: UPSELL_CATALOG_VERSION })
      .onConflictDoUpdate({ target: upsellSeeds.brand, set: { version: UPSELL_CATALOG_VERSION, seededAt: new Date() } });
    report.seeded.push(brand);
  }
  return report;
}
