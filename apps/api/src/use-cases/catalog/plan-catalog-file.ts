import { createHash } from 'node:crypto';
import { err, ok, type BrandKey, type Result } from '@store/core';
import type { CatalogDryRun } from '@store/core/back-office/catalog-file-wire';
import { brandOfFile } from '@store/core/catalog-file/parse';
import { planRows } from '@store/core/catalog-file/plan-rows';
import { CATALOG_SECTIONS, type CatalogSection } from '@store/core/catalog-file/sections';
import type { Database } from '../../db/client';
import { exportCatalog } from './export-catalog';
import { importCatalog } from './import-catalog';

/** The sections a file has (a section it lacks is left as it is by an import). */
export function sectionsOfFile(data: unknown): CatalogSection[] {
  if (typeof data !== 'object' || data === null) return [];
  return CATALOG_SECTIONS.filter((section) => (data as Record<string, unknown>)[section] !== undefined);
}

/**
 * The fingerprint of a plan: the file's text and the store's sections it touches as they are now. An apply that sends
 * it back writes only while both are what the dry run saw; anything another member changed since makes it stale.
 */
export async function planHash(db: Pick<Database, 'select'>, brand: BrandKey, text: string, data: unknown): Promise<string> {
  const sections = sectionsOfFile(data);
  const stored = sections.length === 0 ? '' : await exportCatalog(db, brand, sections);
  return createHash('sha256').update(text).update('\0').update(stored).digest('hex');
}

/** A file for another brand than the one chosen is refused before anything is read. */
export function checkFileBrand(brand: BrandKey, data: unknown): Result<true> {
  const fileBrand = brandOfFile(data);
  if (fileBrand !== null && fileBrand !== brand)
    return err('BAD_REQUEST', `This file is for the brand ${fileBrand}, not ${brand}: choose ${brand}'s file`);
  return ok(true);
}

/**
 * POST /admin/catalog/file/dry-run: what importing the file would do to the brand, row by row, with its fingerprint;
 * or every problem of the file with its path. Writes nothing.
 */
export async function planCatalogFile(
  db: Database,
  brand: BrandKey,
  upload: { text: string; data: unknown },
): Promise<Result<CatalogDryRun>> {
  const sameBrand = checkFileBrand(brand, upload.data);
  if (!sameBrand.ok) return sameBrand;
  const result = await importCatalog(db, [{ name: `${brand}.json`, data: upload.data }], { brand, dryRun: true });
  if (!result.ok) return ok({ valid: false, brand, issues: result.issues.map(({ path, message }) => ({ path, message })) });
  const diffs = result.plans.flatMap((plan) => plan.diffs);
  return ok({
    valid: true,
    brand,
    sections: sectionsOfFile(upload.data),
    rows: planRows(diffs),
    planHash: await planHash(db, brand, upload.text, upload.data),
  });
}
