import { z } from 'zod';
import { err, ok, safeId, type Result } from '@store/core';
import { ORDER_SORTS, type OrderSort } from '@store/core/back-office/order-search';

/** What a stale or tampered page link gets: the list starts again from its first page. */
export const BAD_CURSOR_MESSAGE = 'This page link is out of date: start from the first page';

/** A placing time as the list's SQL writes it: UTC, to the microsecond. */
const MICROSECOND_UTC = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z$/;

const cursorSchema = z.strictObject({
  s: z.enum(ORDER_SORTS),
  k: z.union([z.string().max(40), z.number().int().min(-2_147_483_648).max(2_147_483_647)]),
  i: safeId(64),
});

/** A real calendar time: what the database reads back as the same timestamp (no 25th hour, no 30 February). */
function isRealTime(key: string): boolean {
  const match = MICROSECOND_UTC.exec(key);
  if (!match) return false;
  const time = new Date(`${match[1]}Z`);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === match[1];
}

/** The opaque cursor of a page's last row: its sort, its sort key and its id, as base64url JSON. */
export function encodeOrderCursor(sort: OrderSort, key: string | number, id: string): string {
  return Buffer.from(JSON.stringify({ s: sort, k: key, i: id })).toString('base64url');
}

/**
 * The row a cursor continues after, for the list's sort. A cursor of another sort, a key of the wrong kind (a total
 * for a date sort, a date that is no real time) or anything unreadable is refused, so no value reaches the SQL unchecked.
 */
export function decodeOrderCursor(
  sort: OrderSort,
  cursor: string | undefined,
): Result<{ key: string | number; id: string } | null> {
  if (cursor === undefined || cursor === '') return ok(null);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return err('BAD_REQUEST', BAD_CURSOR_MESSAGE);
  }
  const checked = cursorSchema.safeParse(parsed);
  if (!checked.success || checked.data.s !== sort) return err('BAD_REQUEST', BAD_CURSOR_MESSAGE);
  const { k: key, i: id } = checked.data;
  const byTotal = sort === 'total-high' || sort === 'total-low';
  if (byTotal ? typeof key !== 'number' : typeof key !== 'string' || !isRealTime(key))
    return err('BAD_REQUEST', BAD_CURSOR_MESSAGE);
  return ok({ key, id });
}
