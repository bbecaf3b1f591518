import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { err, ok, type Result } from '@store/core';
import { roleMay } from '@store/core/back-office/staff-roles';
import type { Db } from '../../db/repositories/carts';
import { auditLog } from '../../db/schema';
import type { StaffMember } from '../../staff/staff-member';
import type { AuditEntryWire } from '@store/core/back-office/audit-wire';

export interface AuditQuery {
  staff?: string;
  action?: string;
  brand?: string;
  /** Days, inclusive, in UTC: YYYY-MM-DD. */
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

const BAD_CURSOR = 'This page link is out of date: start from the first page';

/** The cursor is the id of the last entry shown, opaque to the client. */
function parseCursor(cursor: string | undefined): Result<number | null> {
  if (cursor === undefined) return ok(null);
  const id = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  return Number.isSafeInteger(id) && id > 0 ? ok(id) : err('BAD_REQUEST', BAD_CURSOR);
}

/**
 * The audit log, newest first, one page at a time (keyset on id), filtered by person, action, brand and days. A member
 * reads the entries of their brands; entries about no brand (staff accounts, sign-ins) only a member who manages staff.
 */
export async function listAudit(
  db: Db,
  member: StaffMember,
  query: AuditQuery,
): Promise<Result<{ entries: AuditEntryWire[]; nextCursor: string | null }>> {
  const cursor = parseCursor(query.cursor);
  if (!cursor.ok) return cursor;
  const scope: SQL[] = [];
  if (member.brands !== 'all') scope.push(inArray(auditLog.brand, member.brands.length > 0 ? [...member.brands] : ['']));
  else scope.push(sql`${auditLog.brand} is not null`);
  if (roleMay(member.role, 'staff.manage')) scope.push(isNull(auditLog.brand));
  const where: Array<SQL | undefined> = [or(...scope)];
  if (query.staff) where.push(sql`lower(${auditLog.staffEmail}) like ${`%${escapeLike(query.staff.toLowerCase())}%`}`);
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.brand) where.push(eq(auditLog.brand, query.brand));
  if (query.from) where.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lte(auditLog.at, new Date(`${query.to}T23:59:59.999Z`)));
  if (cursor.value !== null) where.push(lt(auditLog.id, cursor.value));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return ok({
    entries: page.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      staffEmail: row.staffEmail,
      address: row.address,
      action: row.action,
      brand: row.brand,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    nextCursor: rows.length > query.limit && last ? Buffer.from(String(last.id)).toString('base64url') : null,
  });
}

/** A search text with LIKE's wildcards taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
