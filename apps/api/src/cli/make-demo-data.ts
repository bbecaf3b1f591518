import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_KEYS } from '@store/core';
import { openDatabase } from '../db/client';
import { seedCatalogs } from '../db/seed/seed-catalogs';
import { seedUpsellCatalog } from '../db/seed/seed-upsells';
import { seedReviewCatalog } from '../db/seed/seed-reviews';
import { seedCoupons } from '../db/seed/seed-coupons';
import { seedShowrooms } from '../db/seed/seed-showrooms';
import { seedRecommendationSignals } from '../db/seed/recommendation-signals';
import { exportCatalog } from '../use-cases/catalog/export-catalog';
import { DEMO_FILES, DEMO_FOLDER, isEmptyExport } from './demo-files';

/**
 * `npm run demo:generate`: writes demo/<brand>/*.json from the TypeScript seed (apps/api/src/db/seed), by seeding an
 * in-memory database with it and exporting every brand. A file whose sections would all be empty is not written.
 * Kept only while the TypeScript seed exists; once it is gone, demo/ is edited as data.
 */
async function main(): Promise<void> {
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  await seedCatalogs(handle.db);
  await seedUpsellCatalog(handle.db);
  await seedReviewCatalog(handle.db);
  await seedCoupons(handle.db);
  await seedRecommendationSignals(handle.db);
  await seedShowrooms(handle.db);
  const demo = DEMO_FOLDER;
  for (const brand of BRAND_KEYS) {
    rmSync(path.join(demo, brand), { recursive: true, force: true });
    for (const { file, sections } of DEMO_FILES) {
      const text = await exportCatalog(handle.db, brand, sections);
      if (isEmptyExport(text, sections)) continue;
      mkdirSync(path.join(demo, brand), { recursive: true });
      writeFileSync(path.join(demo, brand, file), text);
      console.log(`demo/${brand}/${file}`);
    }
  }
  await handle.close();
}

await main();
