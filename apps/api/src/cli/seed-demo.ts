import { parseArgs } from 'node:util';
import { products } from '../db/schema';
import { jsonFilesAt } from './catalog-files';
import { DEMO_FOLDER } from './demo-files';
import { runImport } from './run-import';
import { runCli, withMigratedDatabase } from './cli-runner';

/**
 * `npm run db:seed`: imports demo/ with the catalogue importer (the same checks, plan and one transaction) into the
 * API's database. `--if-empty`: only into a database with no product yet (npm start's first start); a database that
 * has a catalogue is left as it is.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'if-empty': { type: 'boolean', default: false } } });
  return withMigratedDatabase(async (handle) => {
    if (values['if-empty'] && (await handle.db.select({ id: products.id }).from(products).limit(1)).length > 0) return 0;
    return runImport(handle, jsonFilesAt(DEMO_FOLDER), { quiet: values['if-empty'] });
  });
}

runCli(main);
