import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BRAND_KEYS } from '@store/core';
import { exportCatalog } from '../use-cases/catalog/export-catalog';
import { brandOption, resolveFromCaller, sectionsOption } from './catalog-files';
import { runCli, withMigratedDatabase } from './cli-runner';

const USAGE = 'usage: npm run catalog:export -- <file> --brand KEY | <folder> [--sections products,upsells,...]';

/**
 * `npm run catalog:export`: writes a brand's stored data as a catalogue file (docs/catalog-file.md); without --brand,
 * one file per brand (<folder>/<brand>.json). --sections picks the sections (all by default).
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { brand: { type: 'string' }, sections: { type: 'string' } },
  });
  const [target] = positionals;
  if (!target || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const brand = brandOption(values.brand);
  const sections = sectionsOption(values.sections);
  return withMigratedDatabase(async (handle) => {
    const out = resolveFromCaller(target);
    const files = brand ? [{ brand, file: out }] : BRAND_KEYS.map((b) => ({ brand: b, file: path.join(out, `${b}.json`) }));
    for (const { brand: key, file } of files) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await exportCatalog(handle.db, key, sections));
      console.log(`${key}: ${path.relative(process.env.INIT_CWD ?? process.cwd(), file)}`);
    }
    return 0;
  });
}

runCli(main);
