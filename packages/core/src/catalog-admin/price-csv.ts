import { isSafeText } from '../text/safe-text';
import { formatMajorUnits, parseMajorUnits } from './major-units';
import { optionsText, type VariantRow } from './variant-rows';
import type { VariantEdit, VariantEditFields } from './variant-edits';

/**
 * The bulk price sheet: one line per variant. Prices are in MAJOR units (dollars of the brand's currency) with two
 * decimals, as the column names say, so a spreadsheet shows them as people read them; `product`, `options` and
 * `currency` are there to read and are ignored on upload. An upload needs `sku` and any of the editable columns.
 */
export const PRICE_CSV_COLUMNS = [
  'sku',
  'product',
  'options',
  'currency',
  'price_dollars',
  'list_price_dollars',
  'active',
  'in_stock',
  'back_order',
  'ship_from_days',
  'ship_to_days',
  'white_glove_from_days',
  'white_glove_to_days',
] as const;
type Column = (typeof PRICE_CSV_COLUMNS)[number];

const READ_ONLY: ReadonlySet<Column> = new Set(['product', 'options', 'currency']);

/** Each editable column and the field of a variant edit it sets. */
const FIELD_OF: Partial<Record<Column, keyof VariantEditFields>> = {
  price_dollars: 'price',
  list_price_dollars: 'listPrice',
  active: 'isActive',
  in_stock: 'isInStock',
  back_order: 'isBackOrderAllowed',
  ship_from_days: 'shippingFrom',
  ship_to_days: 'shippingTo',
  white_glove_from_days: 'wgsShippingFrom',
  white_glove_to_days: 'wgsShippingTo',
};

/** The most lines an upload may have (the largest catalogue has a few thousand variants). */
export const MAX_PRICE_CSV_LINES = 10_000;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The sheet's lines, header first, for a brand's variants. */
export function priceCsvLines(rows: readonly VariantRow[], currency: string): string[][] {
  return [
    [...PRICE_CSV_COLUMNS],
    ...rows.map((row) => [
      row.sku,
      row.productTitle,
      optionsText(row),
      currency,
      formatMajorUnits(row.price),
      formatMajorUnits(row.listPrice),
      yesNo(row.isActive),
      yesNo(row.isInStock),
      yesNo(row.isBackOrderAllowed),
      String(row.shippingFrom),
      String(row.shippingTo),
      String(row.wgsShippingFrom),
      String(row.wgsShippingTo),
    ]),
  ];
}

/** One field a line changes, as people read it (prices in dollars, yes/no). */
export interface CsvFieldChange {
  field: keyof VariantEditFields;
  before: string;
  after: string;
}

/** A line of the upload that changes its variant. */
export interface CsvChange {
  line: number;
  sku: string;
  productId: string;
  productTitle: string;
  options: string;
  fields: CsvFieldChange[];
  edit: VariantEdit;
}

export interface CsvLineError {
  line: number;
  message: string;
}

export interface PriceCsvReading {
  changes: CsvChange[];
  errors: CsvLineError[];
  /** Lines that name a variant and change nothing. */
  unchanged: number;
}

const DAYS = /^\d{1,3}$/;

function readCell(column: Column, text: string): { value: number | boolean } | { error: string } {
  const field = FIELD_OF[column]!;
  if (field === 'price' || field === 'listPrice') {
    const parsed = parseMajorUnits(text);
    return parsed.ok ? { value: parsed.value } : { error: `${column}: ${parsed.error.message}` };
  }
  if (field === 'isActive' || field === 'isInStock' || field === 'isBackOrderAllowed') {
    const word = text.trim().toLowerCase();
    if (word === 'yes' || word === 'true') return { value: true };
    if (word === 'no' || word === 'false') return { value: false };
    return { error: `${column}: ${JSON.stringify(text)} is not yes or no` };
  }
  const trimmed = text.trim();
  if (!DAYS.test(trimmed) || Number(trimmed) > 365)
    return { error: `${column}: ${JSON.stringify(text)} is not a number of business days from 0 to 365` };
  return { value: Number(trimmed) };
}

function shown(field: keyof VariantEditFields, value: number | boolean): string {
  if (typeof value === 'boolean') return yesNo(value);
  return field === 'price' || field === 'listPrice' ? formatMajorUnits(value) : String(value);
}

/**
 * Reads an uploaded sheet (its lines already split into cells, each with its line number in the file) against the
 * brand's variants: a line per variant changes what differs from the store. Every problem is named with its line:
 * an unknown or repeated column, a sku the brand does not sell or listed twice, a bad price, yes/no or day count, a
 * cell with control characters. Nothing of a line with a problem is taken.
 */
export function readPriceCsv(
  lines: ReadonlyArray<{ line: number; cells: readonly string[] }>,
  rows: readonly VariantRow[],
): PriceCsvReading {
  const errors: CsvLineError[] = [];
  const changes: CsvChange[] = [];
  let unchanged = 0;
  const [header, ...body] = lines;
  if (!header)
    return { changes, errors: [{ line: 1, message: 'the file is empty: it needs a header line naming its columns' }], unchanged };
  const columns: Array<Column | null> = [];
  header.cells.forEach((cell, i) => {
    const name = cell
      .trim()
      .replace(/^\ufeff/, '')
      .toLowerCase();
    if (!(PRICE_CSV_COLUMNS as readonly string[]).includes(name)) {
      errors.push({
        line: header.line,
        message: `column ${i + 1} ${JSON.stringify(cell)} is not one of ${PRICE_CSV_COLUMNS.join(', ')}`,
      });
      columns.push(null);
    } else if (columns.includes(name as Column)) {
      errors.push({ line: header.line, message: `the column ${name} is there twice` });
      columns.push(null);
    } else columns.push(name as Column);
  });
  if (!columns.includes('sku')) errors.push({ line: header.line, message: 'the header needs a sku column' });
  if (!columns.some((c) => c !== null && FIELD_OF[c] !== undefined))
    errors.push({ line: header.line, message: 'the header names no column to change (price_dollars, active, ...)' });
  if (errors.length > 0) return { changes, errors, unchanged };
  if (body.length > MAX_PRICE_CSV_LINES)
    return { changes, errors: [{ line: header.line, message: `at most ${MAX_PRICE_CSV_LINES} lines per upload` }], unchanged };
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const seen = new Map<string, number>();
  for (const { line, cells } of body) {
    const lineErrors: string[] = [];
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (cells.length !== columns.length) lineErrors.push(`expected ${columns.length} cells, found ${cells.length}`);
    if (cells.some((cell) => !isSafeText(cell) || cell.includes('\ufffd')))
      lineErrors.push('a cell holds control characters or bytes that are not UTF-8 text');
    const sku = (cells[columns.indexOf('sku')] ?? '').trim();
    const row = bySku.get(sku);
    if (lineErrors.length === 0 && !row) lineErrors.push(`the brand sells no variant with sku ${JSON.stringify(sku)}`);
    const earlier = seen.get(sku);
    if (row && earlier !== undefined) lineErrors.push(`${sku} is also on line ${earlier}`);
    if (row && earlier === undefined) seen.set(sku, line);
    const edit: VariantEdit = { sku };
    const fields: CsvFieldChange[] = [];
    if (lineErrors.length === 0 && row)
      columns.forEach((column, i) => {
        if (column === null || column === 'sku' || READ_ONLY.has(column)) return;
        const text = cells[i] ?? '';
        if (text.trim() === '') return;
        const field = FIELD_OF[column]!;
        const read = readCell(column, text);
        if ('error' in read) return lineErrors.push(read.error);
        if (field === 'price' || field === 'listPrice') {
          if (row.priceFromParts && read.value !== row[field])
            return lineErrors.push(`${column}: a bundle page's price follows its parts`);
        }
        if (read.value === row[field]) return;
        (edit as Record<string, unknown>)[field] = read.value;
        fields.push({ field, before: shown(field, row[field]), after: shown(field, read.value) });
      });
    if (lineErrors.length > 0) {
      for (const message of lineErrors) errors.push({ line, message });
      continue;
    }
    if (fields.length === 0) {
      unchanged += 1;
      continue;
    }
    changes.push({
      line,
      sku,
      productId: row!.productId,
      productTitle: row!.productTitle,
      options: optionsText(row!),
      fields,
      edit,
    });
  }
  return { changes, errors, unchanged };
}
