import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { BRANDS, ok, type BrandKey, type Result } from '@store/core';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import { priceCsvLines, readPriceCsv, MAX_PRICE_CSV_LINES } from '@store/core/catalog-admin/price-csv';
import type { PriceCsvCheck, VariantRowWire } from '@store/core/catalog-admin/wire';
import type { Database } from '../../db/client';
import { brandVariantRows } from './read-catalogue';
import { notFound } from './commit-product-edits';

type Reader = Pick<Database, 'select'>;

/** GET /admin/catalog/variants: every sellable variant of a brand the member may read. */
export async function listVariants(
  db: Reader,
  brands: StaffBrands,
  brand: BrandKey,
): Promise<Result<{ brand: BrandKey; currency: 'USD' | 'CAD'; variants: VariantRowWire[] }>> {
  if (!staffSeesBrand(brands, brand)) return notFound('No such brand');
  return ok({ brand, currency: BRANDS[brand].currency, variants: await brandVariantRows(db, brand) });
}

/**
 * GET /admin/catalog/variants/csv: the brand's price sheet (prices in dollars with two decimals). The sheet is opened in
 * a spreadsheet, so a cell starting with = + - @ (a product title staff typed) gets a leading ' and is shown as text,
 * never run as a formula; such cells are only in the read-only columns, which an upload ignores.
 */
export async function priceSheet(db: Reader, brands: StaffBrands, brand: BrandKey): Promise<Result<string>> {
  if (!staffSeesBrand(brands, brand)) return notFound('No such brand');
  const rows = await brandVariantRows(db, brand);
  return ok(stringify(priceCsvLines(rows, BRANDS[brand].currency), { escape_formulas: true }));
}

/**
 * POST /admin/catalog/variants/csv: an uploaded sheet read against the store, line by line; nothing is written. Each
 * change comes with the PATCH change that applies it (with its product's version now), so the dry run the member
 * reviewed is exactly what Apply sends, and a product changed in between is refused then.
 */
export async function checkPriceSheet(
  db: Reader,
  brands: StaffBrands,
  brand: BrandKey,
  csv: string,
): Promise<Result<PriceCsvCheck>> {
  if (!staffSeesBrand(brands, brand)) return notFound('No such brand');
  const rows = await brandVariantRows(db, brand);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to_line: MAX_PRICE_CSV_LINES + 2,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return ok({ changes: [], errors: [{ line, message: `the file is not CSV: ${(error as Error).message}` }], unchanged: 0 });
  }
  const reading = readPriceCsv(
    records.map((r) => ({ line: r.info.lines, cells: r.record })),
    rows,
  );
  const versions = new Map(rows.map((row) => [row.sku, row.version]));
  return ok({
    changes: reading.changes.map(({ edit, ...change }) => ({ ...change, change: { ...edit, version: versions.get(edit.sku)! } })),
    errors: reading.errors,
    unchanged: reading.unchanged,
  });
}
