import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_KEYS, type BrandKey, type Product, type UpsellItem } from '@store/core';
import type { CatalogFile, CatalogSection } from '@store/core/catalog-file/sections';
import type { Database } from '../../src/db/client';
import { DEMO_FILES, DEMO_FOLDER } from '../../src/cli/demo-files';
import { importCatalog, type CatalogInput } from '../../src/use-cases/catalog/import-catalog';

/**
 * The demo store (demo/<brand>/*.json) for tests and benches: each file read and parsed once per process, and put
 * into a database through the catalogue importer, as `npm run db:seed` does, for chosen brands and sections only.
 */

const parsed = new Map<string, CatalogFile | null>();

/** A brand's demo file as committed (`catalog.json`, `coupons.json`, ...), or null when the brand has none. */
export function demoFile(brand: BrandKey, file: string): CatalogFile | null {
  const at = path.join(DEMO_FOLDER, brand, file);
  if (!parsed.has(at)) parsed.set(at, existsSync(at) ? (JSON.parse(readFileSync(at, 'utf8')) as CatalogFile) : null);
  return parsed.get(at) ?? null;
}

/** A brand's demo catalogue, in catalogue order (as written in demo/<brand>/catalog.json). */
export const demoProducts = (brand: BrandKey): readonly Product[] => demoFile(brand, 'catalog.json')?.products ?? [];

/** A brand's demo upsell offers and gifts, in catalogue order. */
export const demoUpsells = (brand: BrandKey): readonly UpsellItem[] => demoFile(brand, 'catalog.json')?.upsells ?? [];

/** The demo files of the brands, each cut down to the sections asked for (files with none of them left out). */
export function demoInputs(brands: readonly BrandKey[], sections: readonly CatalogSection[]): CatalogInput[] {
  return brands.flatMap((brand) =>
    DEMO_FILES.flatMap(({ file, sections: held }) => {
      const wanted = held.filter((section) => sections.includes(section));
      const data = wanted.length > 0 ? demoFile(brand, file) : null;
      if (data === null) return [];
      const kept = Object.fromEntries(wanted.map((section) => [section, data[section]]));
      return [{ name: `${brand}/${file}`, data: { format: data.format, version: data.version, brand, ...kept } }];
    }),
  );
}

/**
 * Imports the demo store's `sections` of `brands` (every brand by default) into the database through the importer, in
 * one transaction; a file the importer refuses fails the caller with every error.
 */
export async function importDemo(
  db: Database,
  sections: readonly CatalogSection[],
  brands: readonly BrandKey[] = BRAND_KEYS,
): Promise<void> {
  const inputs = demoInputs(brands, sections);
  if (inputs.length === 0) return;
  const result = await importCatalog(db, inputs);
  if (!result.ok) throw new Error(`demo/ does not import:\n${result.errors.join('\n')}`);
}
