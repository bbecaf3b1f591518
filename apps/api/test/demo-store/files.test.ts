import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_KEYS } from '@store/core';
import { hasChanges } from '@store/core/catalog-file/diff';
import type { DatabaseHandle } from '../../src/db/client';
import { jsonFilesAt } from '../../src/cli/catalog-files';
import { DEMO_FILES, DEMO_FOLDER } from '../../src/cli/demo-files';
import { importCatalog, type ImportResult } from '../../src/use-cases/catalog/import-catalog';
import { openTestDatabase } from '../support/test-database';

/** demo/ read as `npm run db:seed` reads it: every .json file under the folder. */
const inputs = () =>
  jsonFilesAt(DEMO_FOLDER).map((file) => ({
    name: path.relative(DEMO_FOLDER, file),
    data: JSON.parse(readFileSync(file, 'utf8')) as unknown,
  }));

let handle: DatabaseHandle;
let first: ImportResult;
beforeAll(async () => {
  handle = await openTestDatabase();
  first = await importCatalog(handle.db, inputs());
}, 120_000);
afterAll(() => handle.close());

describe('demo/: the demo store, edited as data', () => {
  it('holds one folder per brand of the store, each with only the files a brand is imported from', () => {
    const folders = readdirSync(DEMO_FOLDER).sort();
    expect(folders).toEqual([...BRAND_KEYS].sort());
    const known = DEMO_FILES.map((f) => f.file);
    for (const brand of folders) for (const file of readdirSync(path.join(DEMO_FOLDER, brand))) expect(known).toContain(file);
  });

  it('imports into a new database through the importer with no error, every brand', () => {
    expect(first.ok ? first.plans.map((p) => p.brand).sort() : first.errors).toEqual([...BRAND_KEYS].sort());
    expect(first.ok && first.applied).toBe(true);
  });

  it('imported again, changes nothing', async () => {
    const again = await importCatalog(handle.db, inputs());
    const changed = again.ok ? again.plans.flatMap((p) => p.diffs.filter(hasChanges)) : again.errors;
    expect(changed).toEqual([]);
  }, 60_000);
});
