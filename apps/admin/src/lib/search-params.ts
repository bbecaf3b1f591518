/**
 * The URL's query string as plain text values, so a link reads as typed (`?q=ada&status=paid`), never JSON-encoded:
 * the router's parseSearch / stringifySearch. A repeated key keeps its first value.
 */
export function parsePlainSearch(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in out)) out[key] = value;
  return out;
}

/** The search object as a query string (with its `?`), leaving out empty values; '' when nothing is left. */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A value of a closed list, or undefined. */
export function pickOneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A calendar date as YYYY-MM-DD that exists (2025-02-30 does not), or undefined. */
export function pickDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** Free text trimmed to at most `max` characters, or undefined when blank. */
export function pickText(value: unknown, max = 100): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().slice(0, max);
  return text === '' ? undefined : text;
}

/** A brand key as the API names brands (lowercase letters, digits and dashes), or undefined. */
export function pickBrand(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,39}$/.test(value) ? value : undefined;
}

/** The API query string of a list: the filters that are set, then the page cursor and size. */
export function listQuery(filters: Record<string, string | undefined>, cursor: string | null, limit?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  if (limit !== undefined) params.set('limit', String(limit));
  return params.toString();
}
