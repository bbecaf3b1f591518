import type { BrandKey } from '@store/core';
import { describeDiffs, hasChanges } from '@store/core/catalog-file/diff';
import type { DatabaseHandle } from '../db/client';
import { importCatalog } from '../use-cases/catalog/import-catalog';
import { readCatalogInputs } from './catalog-files';
import { consoleOutput, type CommandOutput } from './cli-runner';

/**
 * Imports the files into the open database and prints what happened: the plan (or `no changes`) on stdout, or every
 * error on stderr. Returns the exit code: 0, or 1 when a file is wrong (and nothing was written).
 */
export async function runImport(
  handle: DatabaseHandle,
  files: readonly string[],
  options: { brand?: BrandKey; dryRun?: boolean; quiet?: boolean },
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const read = readCatalogInputs(files);
  if (read.errors.length > 0) return failed(read.errors, output);
  const result = await importCatalog(handle.db, read.inputs, options);
  if (!result.ok) return failed(result.errors, output);
  const changed = result.plans.some((plan) => plan.diffs.some(hasChanges));
  if (!options.quiet) for (const plan of result.plans) for (const line of describeDiffs(plan.brand, plan.diffs)) output.out(line);
  if (!changed) output.out('no changes');
  else output.out(result.applied ? `imported (${handle.kind})` : 'dry run: nothing written');
  return 0;
}

function failed(errors: readonly string[], output: CommandOutput): number {
  for (const line of errors) output.err(line);
  output.err(`${errors.length} error${errors.length === 1 ? '' : 's'}: nothing was imported`);
  return 1;
}
