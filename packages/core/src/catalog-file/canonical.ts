import type { z } from 'zod';
import { formsOf, isRecord } from './issues';
import { catalogFileSchema, type CatalogFile } from './sections';

/**
 * The value laid out as its schema lists it: an object's fields in the schema's order, a record's keys sorted, arrays
 * in their own order. Two equal values come out as the same bytes, whatever order their keys were read in (PostgreSQL
 * keeps jsonb keys in an order of its own).
 */
export function canonicalize(schema: z.ZodType, value: unknown): unknown {
  const forms = formsOf(schema);
  if (Array.isArray(value)) {
    const list = forms.find((f) => f.type === 'array');
    if (list) return value.map((item) => canonicalize(list.element!, item));
    const tuple = forms.find((f) => f.type === 'tuple');
    return tuple ? value.map((item, i) => (tuple.items![i] ? canonicalize(tuple.items![i]!, item) : item)) : value;
  }
  if (!isRecord(value)) return value;
  const record = forms.find((f) => f.type === 'record');
  if (record)
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonicalize(record.valueType!, value[key])]),
    );
  const form = forms.find((f) => f.type === 'object' && Object.keys(value).every((key) => key in f.shape!));
  if (!form) return sortedDeep(value);
  return Object.fromEntries(
    Object.keys(form.shape!)
      .filter((key) => value[key] !== undefined)
      .map((key) => [key, canonicalize(form.shape![key]!, value[key])]),
  );
}

/** The file as written: canonical order, two-space indent, a final newline. */
export function serializeCatalogFile(file: CatalogFile): string {
  return `${JSON.stringify(canonicalize(catalogFileSchema, file), null, 2)}\n`;
}

/** Keys sorted at every depth: the form two values are compared in. */
export function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => [key, sortedDeep(value[key])]),
  );
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortedDeep(a)) === JSON.stringify(sortedDeep(b));
}
