/** One changed value between an audit entry's before and after, named by its path (`shippingAddress.city`, `lines[0].quantity`). */
export interface DiffRow {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of a JSON value by path; an empty object or array is a leaf of its own. */
function leaves(value: unknown, path: string, out: Map<string, unknown>): Map<string, unknown> {
  if (Array.isArray(value) && value.length > 0) value.forEach((item, i) => leaves(item, `${path}[${i}]`, out));
  else if (isRecord(value) && Object.keys(value).length > 0)
    for (const [key, item] of Object.entries(value)) leaves(item, path === '' ? key : `${path}.${key}`, out);
  else out.set(path, value);
  return out;
}

const sameValue = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/**
 * What an action changed, value by value: paths only in `after` are added, only in `before` removed, in both with
 * another value changed; unchanged values are left out. A missing side (null: a creation or a deletion) has no paths.
 */
export function diffValues(before: unknown, after: unknown): DiffRow[] {
  const was = before === null || before === undefined ? new Map<string, unknown>() : leaves(before, '', new Map());
  const now = after === null || after === undefined ? new Map<string, unknown>() : leaves(after, '', new Map());
  const rows: DiffRow[] = [];
  for (const [path, value] of was) {
    if (!now.has(path)) rows.push({ path, kind: 'removed', before: value, after: undefined });
    else if (!sameValue(value, now.get(path))) rows.push({ path, kind: 'changed', before: value, after: now.get(path) });
  }
  for (const [path, value] of now) if (!was.has(path)) rows.push({ path, kind: 'added', before: undefined, after: value });
  return rows;
}

/** A value as the diff shows it: text as typed, an absent value as a dash, anything else as JSON. */
export function diffText(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}
