import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffAccountWire } from '@store/core/back-office/staff-admin-wire';
import type { StaffBrands } from '@store/core/back-office/staff-roles';
import type { Db } from '../../db/repositories/carts';
import { staffUsers } from '../../db/schema';

export const STAFF_NOT_FOUND_MESSAGE = 'Staff account not found';
export const GRANT_OWN_BRANDS_MESSAGE = 'You can grant only your own brands';

type StaffUserRow = typeof staffUsers.$inferSelect;

/** The last completed sign-in of the row's account: the audit log's newest `staff.sign-in` (index on staff_id, at). */
const lastSignInAt = sql<
  Date | string | null
>`(select max(signed.at) from audit_log signed where signed.staff_id = "staff_users"."id" and signed.action = 'staff.sign-in')`;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The brands a staff account row works on. */
export const staffBrandsOf = (row: StaffUserRow): StaffBrands => (row.allBrands ? 'all' : [...row.brands]);

/** A staff account row as the owner's list shows it: access, two-factor, disabled, dates; never a secret. */
export function staffAccountOf(row: StaffUserRow, lastSignIn: Date | string | null): StaffAccountWire {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    brands: row.allBrands ? 'all' : [...row.brands],
    twoFactorEnabled: row.twoFactorEnabled === true,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: iso(lastSignIn),
  };
}

/** Every staff account, oldest first (the first owner on top), with its last sign-in. */
export async function allStaffAccounts(db: Db): Promise<StaffAccountWire[]> {
  const rows = await db
    .select({ row: staffUsers, lastSignIn: lastSignInAt })
    .from(staffUsers)
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.id));
  return rows.map(({ row, lastSignIn }) => staffAccountOf(row, lastSignIn));
}

/** One staff account as listed, or null for an unknown id. */
export async function findStaffAccount(db: Db, id: string): Promise<StaffAccountWire | null> {
  const [found] = await db.select({ row: staffUsers, lastSignIn: lastSignInAt }).from(staffUsers).where(eq(staffUsers.id, id));
  return found ? staffAccountOf(found.row, found.lastSignIn) : null;
}

/**
 * Locks the active owners' rows (in id order, so two owners changing each other wait in turn instead of deadlocking),
 * then the target's, inside the caller's transaction: the count of owners a change is checked against stays true
 * until it commits.
 */
export async function lockForStaffChange(
  tx: Db,
  targetId: string,
): Promise<{ activeOwnerIds: string[]; target: StaffUserRow | null }> {
  const owners = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), isNull(staffUsers.disabledAt)))
    .orderBy(asc(staffUsers.id))
    .for('update');
  const [target] = await tx.select().from(staffUsers).where(eq(staffUsers.id, targetId)).for('update');
  return { activeOwnerIds: owners.map((owner) => owner.id), target: target ?? null };
}

/** Why a change is refused when it would leave the store without an active owner, said to the person asking. */
export function lastOwnerMessage(target: StaffUserRow, actorId: string, change: 'demote' | 'disable'): string {
  const who = target.id === actorId ? 'You are' : `${target.email} is`;
  const what = change === 'demote' ? "changing this account's role" : 'disabling this account';
  return `${who} the only active owner: make another account an owner before ${what}`;
}
