import { formatMinor } from '../../lib/money';

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

/** A path names an amount when its last name ends in "amount" (amount, refundedAmount, totalAmount, taxAmount). */
export const isAmountPath = (path: string): boolean => /amount$/i.test(/([^.[\]]+)[\]]?$/.exec(path)?.[1] ?? '');

/** The currency an entry states (a `currency` value of three capitals anywhere in after, else before), or null. */
export function entryCurrency(before: unknown, after: unknown): string | null {
  for (const side of [after, before]) {
    if (side === null || side === undefined) continue;
    for (const [path, value] of leaves(side, '', new Map()))
      if (/(^|\.)currency$/.test(path) && typeof value === 'string' && /^[A-Z]{3}$/.test(value)) return value;
  }
  return null;
}

/**
 * A value as the diff shows it: text as typed, an absent value as a dash, anything else as JSON; a whole number at an
 * amount's path is money in minor units: formatted in the entry's currency when it states one, else the number
 * labelled "(cents)" so no one reads 97425 as dollars.
 */
export function diffText(value: unknown, path = '', currency: string | null = null): string {
  if (value === undefined) return '—';
  if (typeof value === 'number' && Number.isSafeInteger(value) && isAmountPath(path))
    return currency ? formatMinor(value, currency) : `${value} (cents)`;
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}
