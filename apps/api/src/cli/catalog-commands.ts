import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BRAND_KEYS } from '@store/core';
import { products } from '../db/schema';
import { exportCatalog } from '../use-cases/catalog/export-catalog';
import { brandOption, jsonFilesAt, resolveFromCaller, sectionsOption } from './catalog-files';
import { consoleOutput, type CommandOutput, type WithDatabase } from './cli-runner';
import { DEMO_FOLDER } from './demo-files';
import { runImport } from './run-import';

/**
 * The catalogue's commands, each from its arguments (without `node` and the script) to its exit code: the files
 * catalog-import.ts, catalog-export.ts and seed-demo.ts run them on the API's database, a test on its own.
 */

const IMPORT_USAGE = 'usage: npm run catalog:import -- <file or folder>... [--brand KEY] [--dry-run]';
const EXPORT_USAGE = 'usage: npm run catalog:export -- <file> --brand KEY | <folder> [--sections products,upsells,...]';

/**
 * `npm run catalog:import`: checks catalogue files (docs/catalog-file.md), prints what they add, change and remove,
 * and writes it in one transaction. Exits 1 with every error named, and nothing written, when a file is wrong.
 */
export async function catalogImportCommand(
  args: readonly string[],
  withDatabase: WithDatabase,
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { brand: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  if (positionals.length === 0) {
    output.err(IMPORT_USAGE);
    return 2;
  }
  const brand = brandOption(values.brand);
  const files = positionals.flatMap((p) => jsonFilesAt(resolveFromCaller(p)));
  return withDatabase((handle) => runImport(handle, files, { brand, dryRun: values['dry-run'] }, output));
}

/**
 * `npm run catalog:export`: writes a brand's stored data as a catalogue file (docs/catalog-file.md); without --brand,
 * one file per brand (<folder>/<brand>.json). --sections picks the sections (all by default).
 */
export async function catalogExportCommand(
  args: readonly string[],
  withDatabase: WithDatabase,
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { brand: { type: 'string' }, sections: { type: 'string' } },
  });
  const [target] = positionals;
  if (!target || positionals.length > 1) {
    output.err(EXPORT_USAGE);
    return 2;
  }
  const brand = brandOption(values.brand);
  const sections = sectionsOption(values.sections);
  return withDatabase(async (handle) => {
    const out = resolveFromCaller(target);
    const files = brand ? [{ brand, file: out }] : BRAND_KEYS.map((b) => ({ brand: b, file: path.join(out, `${b}.json`) }));
    for (const { brand: key, file } of files) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await exportCatalog(handle.db, key, sections));
      output.out(`${key}: ${path.relative(process.env.INIT_CWD ?? process.cwd(), file)}`);
    }
    return 0;
  });
}

/**
 * `npm run db:seed`: imports demo/ with the catalogue importer (the same checks, plan and one transaction). `--if-empty`:
 * only into a database with no product yet (npm start's first start); a database that has a catalogue is left as it is.
 */
export async function seedDemoCommand(
  args: readonly string[],
  withDatabase: WithDatabase,
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { 'if-empty': { type: 'boolean', default: false } } });
  return withDatabase(async (handle) => {
    if (values['if-empty'] && (await handle.db.select({ id: products.id }).from(products).limit(1)).length > 0) return 0;
    return runImport(handle, jsonFilesAt(DEMO_FOLDER), { quiet: values['if-empty'] }, output);
  });
}
