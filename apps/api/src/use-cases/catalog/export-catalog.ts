import type { BrandKey } from '@store/core';
import {
  CATALOG_FILE_FORMAT,
  CATALOG_FILE_VERSION,
  CATALOG_SECTIONS,
  type CatalogFile,
  type CatalogSection,
} from '@store/core/catalog-file/sections';
import { serializeCatalogFile } from '@store/core/catalog-file/canonical';
import type { Database } from '../../db/client';
import { readStoreSections } from '../../db/repositories/store-data-read';

/**
 * A brand's stored data as a catalogue file (docs/catalog-file.md), every section or those asked for, as text in the
 * file's fixed key and row order: exporting, importing that file and exporting again gives the same bytes.
 */
export async function exportCatalog(
  db: Pick<Database, 'select'>,
  brand: BrandKey,
  sections: readonly CatalogSection[] = CATALOG_SECTIONS,
): Promise<string> {
  const file: CatalogFile = {
    format: CATALOG_FILE_FORMAT,
    version: CATALOG_FILE_VERSION,
    brand,
    ...(await readStoreSections(db, brand, sections)),
  };
  return serializeCatalogFile(file);
}
