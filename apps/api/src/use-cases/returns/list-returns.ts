import { err, ok, type Result } from '@store/core';
import type { ReturnStatus } from '@store/core/back-office/order-states';
import type { StaffReturnWire } from '@store/core/back-office/return-wire';
import type { Db } from '../../db/repositories/carts';
import { listOrderReturns } from '../../db/repositories/order-returns';
import type { ReturnStaff } from './move-return';
import { toStaffReturn } from './return-json';

const BAD_CURSOR = 'This page link is out of date: start from the first page';

/** The cursor: the last return shown, as its created time and id (opaque to the client). */
function parseCursor(cursor: string | undefined): Result<{ createdAt: Date; id: string } | null> {
  if (cursor === undefined) return ok(null);
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(Number(time));
  if (!id || !/^[A-Za-z0-9]{1,40}$/.test(id) || !/^\d{1,15}$/.test(time ?? '') || Number.isNaN(createdAt.getTime()))
    return err('BAD_REQUEST', BAD_CURSOR);
  return ok({ createdAt, id });
}

const cursorOf = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.getTime()}|${row.id}`).toString('base64url');

/**
 * GET /admin/returns: the returns of the member's brands (filtered in SQL), newest first, by status and brand, in
 * keyset pages (created time, id).
 */
export async function listReturns(
  db: Db,
  staff: Pick<ReturnStaff, 'brands'>,
  query: { status?: ReturnStatus; brand?: string; cursor?: string; limit: number },
): Promise<Result<{ returns: StaffReturnWire[]; nextCursor: string | null }>> {
  const before = parseCursor(query.cursor);
  if (!before.ok) return before;
  const rows = await listOrderReturns(db, {
    brands: staff.brands,
    brand: query.brand,
    status: query.status,
    before: before.value,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return ok({
    returns: page.map(({ row, refundedAmount, order }) => toStaffReturn({ row, refundedAmount }, order)),
    nextCursor: rows.length > query.limit && last ? cursorOf(last.row) : null,
  });
}
