import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BRAND_KEYS } from '@store/core';
import { parseEnv } from '../env';
import { openDatabase } from '../db/client';
import { exportCatalog } from '../use-cases/catalog/export-catalog';
import { brandOption, resolveFromCaller, sectionsOption } from './catalog-files';

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
  const env = parseEnv();
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: env.DATABASE_DIR });
  try {
    await handle.migrate();
    const out = resolveFromCaller(target);
    const files = brand ? [{ brand, file: out }] : BRAND_KEYS.map((b) => ({ brand: b, file: path.join(out, `${b}.json`) }));
    for (const { brand: key, file } of files) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await exportCatalog(handle.db, key, sections));
      console.log(`${key}: ${path.relative(process.env.INIT_CWD ?? process.cwd(), file)}`);
    }
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
