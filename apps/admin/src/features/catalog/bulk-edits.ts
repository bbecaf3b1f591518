import type { VariantEditFields } from '@store/core/catalog-admin/variant-edits';
import type { VariantChange, VariantRowWire } from '../../lib/api/catalog';

/** The bulk table's unsaved edits: per sku, the fields changed from what was loaded. */
export type BulkEdits = Readonly<Record<string, VariantEditFields>>;

/** An edit of one cell; setting a field back to its loaded value forgets it, so "changed" means changed. */
export function editCell<K extends keyof VariantEditFields>(
  edits: BulkEdits,
  row: VariantRowWire,
  field: K,
  value: NonNullable<VariantEditFields[K]>,
): BulkEdits {
  const current = { ...edits[row.sku] };
  if (row[field] === value) delete current[field];
  else current[field] = value;
  const next = { ...edits };
  if (Object.keys(current).length === 0) delete next[row.sku];
  else next[row.sku] = current;
  return next;
}

/** The value a cell shows: the edit, else the loaded one. */
export const cellValue = <K extends keyof VariantEditFields>(edits: BulkEdits, row: VariantRowWire, field: K) =>
  (edits[row.sku]?.[field] ?? row[field]) as NonNullable<VariantEditFields[K]>;

/** The PATCH changes of the edits, each with its product's version as loaded. */
export function changesOf(edits: BulkEdits, rows: readonly VariantRowWire[]): VariantChange[] {
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return Object.entries(edits).flatMap(([sku, fields]) => {
    const row = bySku.get(sku);
    return row ? [{ sku, version: row.version, ...fields }] : [];
  });
}

/** Rows whose product, sku or options contain every word of the search. */
export function matchesSearch(row: VariantRowWire, q: string): boolean {
  const text = `${row.productTitle} ${row.productId} ${row.sku} ${row.options.map((o) => o.title).join(' ')}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
