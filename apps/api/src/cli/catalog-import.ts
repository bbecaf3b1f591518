import { parseArgs } from 'node:util';
import { brandOption, jsonFilesAt, resolveFromCaller } from './catalog-files';
import { runImport } from './run-import';
import { runCli, withMigratedDatabase } from './cli-runner';

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
  const files = positionals.flatMap((p) => jsonFilesAt(resolveFromCaller(p)));
  return withMigratedDatabase((handle) => runImport(handle, files, { brand, dryRun: values['dry-run'] }));
}

runCli(main);
