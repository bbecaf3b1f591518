import { parseArgs } from 'node:util';
import { describeDiffs, hasChanges } from '@store/core/catalog-file/diff';
import { parseEnv } from '../env';
import { openDatabase } from '../db/client';
import { importCatalog } from '../use-cases/catalog/import-catalog';
import { brandOption, jsonFilesAt, readCatalogInputs, resolveFromCaller } from './catalog-files';

const USAGE = 'usage: npm run catalog:import -- <file or folder>... [--brand KEY] [--dry-run]';

/**
 * `npm run catalog:import`: checks catalogue files (docs/catalog-file.md), prints what they add, change and remove,
 * and writes it in one transaction, on the database the API uses (DATABASE_URL, else the PGlite folder DATABASE_DIR).
 * Exits 1 with every error named, and nothing written, when a file is wrong.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { brand: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  if (positionals.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const brand = brandOption(values.brand);
  const { inputs, errors } = readCatalogInputs(positionals.flatMap((p) => jsonFilesAt(resolveFromCaller(p))));
  if (errors.length > 0) return failed(errors);
  const env = parseEnv();
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.DATABASE_DIR });
  try {
    await handle.migrate();
    const result = await importCatalog(handle.db, inputs, { brand, dryRun: values['dry-run'] });
    if (!result.ok) return failed(result.errors);
    const changed = result.plans.some((plan) => plan.diffs.some(hasChanges));
    for (const plan of result.plans) for (const line of describeDiffs(plan.brand, plan.diffs)) console.log(line);
    if (!changed) console.log('no changes');
    else console.log(result.applied ? `imported (${handle.kind})` : 'dry run: nothing written');
    return 0;
  } finally {
    await handle.close();
  }
}

function failed(errors: readonly string[]): number {
  for (const line of errors) console.error(line);
  console.error(`${errors.length} error${errors.length === 1 ? '' : 's'}: nothing was imported`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
