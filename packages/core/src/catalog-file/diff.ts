import { isRecord } from './issues';
import { sameValue } from './canonical';

/** What an import would do to one section of a brand's data, by each row's key. */
export interface SectionDiff {
  section: string;
  added: string[];
  /** Each changed row with the fields that differ (`pricing.price.amount`). */
  changed: Array<{ key: string; fields: string[] }>;
  removed: string[];
  /** The rows both sides hold are in another order (a section whose order is shown to shoppers). */
  reordered: boolean;
}

/** The most fields named for one changed row; more are summed up. */
const MAX_FIELDS = 5;

/**
 * Compares the stored rows of a section with the file's, matched by key: rows only in the file are added, rows only
 * in the store removed, rows in both whose values differ changed. `ordered`: whether the order of rows matters.
 */
export function diffSection<T>(
  section: string,
  stored: readonly T[],
  wanted: readonly T[],
  keyOf: (row: T) => string,
  ordered: boolean,
): SectionDiff {
  const before = new Map(stored.map((row) => [keyOf(row), row]));
  const after = new Map(wanted.map((row) => [keyOf(row), row]));
  const added = [...after.keys()].filter((key) => !before.has(key));
  const removed = [...before.keys()].filter((key) => !after.has(key));
  const changed = [...after]
    .filter(([key, row]) => before.has(key) && !sameValue(before.get(key), row))
    .map(([key, row]) => ({ key, fields: summarize(changedFields(before.get(key), row, '')) }));
  const kept = (keys: Iterable<string>, other: Map<string, T>) => [...keys].filter((key) => other.has(key)).join('\n');
  const reordered = ordered && kept(before.keys(), after) !== kept(after.keys(), before);
  return { section, added, changed, removed, reordered };
}

export function hasChanges(diff: SectionDiff): boolean {
  return diff.added.length + diff.changed.length + diff.removed.length > 0 || diff.reordered;
}

/** The paths of the leaves that differ; an array of another length is named as a whole. */
export function changedFields(a: unknown, b: unknown, path: string): string[] {
  if (sameValue(a, b)) return [];
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length)
    return a.flatMap((item, i) => changedFields(item, b[i], `${path}[${i}]`));
  if (isRecord(a) && isRecord(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) => changedFields(a[key], b[key], path === '' ? key : `${path}.${key}`));
  }
  return [path === '' ? '(value)' : path];
}

function summarize(fields: string[]): string[] {
  return fields.length <= MAX_FIELDS ? fields : [...fields.slice(0, MAX_FIELDS), `and ${fields.length - MAX_FIELDS} more`];
}

/** The plan as lines a person reads: one per section with changes, then one per row; "no changes" when none. */
export function describeDiffs(brand: string, diffs: readonly SectionDiff[]): string[] {
  const lines: string[] = [];
  for (const diff of diffs.filter(hasChanges)) {
    const counts = [
      `${diff.added.length} to add`,
      `${diff.changed.length} to change`,
      `${diff.removed.length} to remove`,
      ...(diff.reordered ? ['order changed'] : []),
    ];
    lines.push(`${brand} ${diff.section}: ${counts.join(', ')}`);
    for (const key of diff.added) lines.push(`  + ${key}`);
    for (const { key, fields } of diff.changed) lines.push(`  ~ ${key}: ${fields.join(', ')}`);
    for (const key of diff.removed) lines.push(`  - ${key}`);
  }
  return lines.length === 0 ? [`${brand}: no changes`] : lines;
}
