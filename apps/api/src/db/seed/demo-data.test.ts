import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_KEYS } from '@store/core';
import { openDatabase, type DatabaseHandle } from '../client';
import { exportCatalog } from '../../use-cases/catalog/export-catalog';
import { importCatalog } from '../../use-cases/catalog/import-catalog';
import { jsonFilesAt } from '../../cli/catalog-files';
import { DEMO_FILES, DEMO_FOLDER, isEmptyExport } from '../../cli/demo-files';
import { seedCatalogs } from './seed-catalogs';
import { seedUpsellCatalog } from './seed-upsells';
import { seedReviewCatalog } from './seed-reviews';
import { seedCoupons } from './seed-coupons';
import { seedShowrooms } from './seed-showrooms';
import { seedRecommendationSignals } from './recommendation-signals';

/** Each demo file as committed, or null for one the folder does not have. */
const committed = (brand: string, file: string) => {
  const at = path.join(DEMO_FOLDER, brand, file);
  return existsSync(at) ? readFileSync(at, 'utf8') : null;
};

/** What a database holds for each demo file: its export, or null when it has nothing for it. */
async function exportsOf(handle: DatabaseHandle) {
  const texts: Array<{ brand: string; file: string; text: string | null }> = [];
  for (const brand of BRAND_KEYS)
    for (const { file, sections } of DEMO_FILES) {
      const text = await exportCatalog(handle.db, brand, sections);
      texts.push({ brand, file, text: isEmptyExport(text, sections) ? null : text });
    }
  return texts;
}

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
});
async function fresh(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ memory: true });
  handles.push(handle);
  await handle.migrate();
  return handle;
}

describe('demo/', () => {
  let seeded: Awaited<ReturnType<typeof exportsOf>>;
  beforeAll(async () => {
    const handle = await fresh();
    await seedCatalogs(handle.db);
    await seedUpsellCatalog(handle.db);
    await seedReviewCatalog(handle.db);
    await seedCoupons(handle.db);
    await seedRecommendationSignals(handle.db);
    await seedShowrooms(handle.db);
    seeded = await exportsOf(handle);
  }, 120_000);

  it('is what the TypeScript seed writes, byte for byte (npm run demo:generate rewrites it)', () => {
    const stale = seeded.filter(({ brand, file, text }) => committed(brand, file) !== text).map((e) => `${e.brand}/${e.file}`);
    expect(stale).toEqual([]);
  });

  it('imported into a new database by the importer, exports as the same bytes', async () => {
    const handle = await fresh();
    const inputs = jsonFilesAt(DEMO_FOLDER).map((file) => ({
      name: path.relative(DEMO_FOLDER, file),
      data: JSON.parse(readFileSync(file, 'utf8')) as unknown,
    }));
    const result = await importCatalog(handle.db, inputs);
    expect(result.ok ? result.plans.map((p) => p.brand).sort() : result.errors).toEqual([...BRAND_KEYS].sort());
    const imported = await exportsOf(handle);
    const differ = imported.filter(({ brand, file, text }) => committed(brand, file) !== text).map((e) => `${e.brand}/${e.file}`);
    expect(differ).toEqual([]);
  }, 120_000);
});
