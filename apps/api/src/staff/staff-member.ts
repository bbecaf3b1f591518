import { eq } from 'drizzle-orm';
import { ROLE_PERMISSIONS, type StaffBrands, type StaffPermission, type StaffRole } from '@store/core/back-office/staff-roles';
import type { Db } from '../db/repositories/carts';
import { staffUsers } from '../db/schema';

/** The signed-in staff member as every /admin route sees it. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  brands: StaffBrands;
  twoFactorEnabled: boolean;
}

/** What GET /admin/auth/me answers: the member, what their role allows, and whether two-factor is required of them. */
export interface StaffMe extends Omit<StaffMember, 'brands'> {
  brands: string[] | 'all';
  permissions: StaffPermission[];
  twoFactorRequired: boolean;
}

type StaffUserRow = typeof staffUsers.$inferSelect;

/** A staff account row as a member; a disabled account is none. */
export function staffMemberOf(row: StaffUserRow): StaffMember | null {
  if (row.disabledAt !== null) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    brands: row.allBrands ? 'all' : [...row.brands],
    twoFactorEnabled: row.twoFactorEnabled === true,
  };
}

/** The member of an id (a session's user), read fresh on every request so a role change or disabling applies at once. */
export async function findStaffMember(db: Db, id: string): Promise<StaffMember | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row ? staffMemberOf(row) : null;
}

/** The member as the staff application reads it. */
export function staffMe(member: StaffMember, twoFactorRequired: boolean): StaffMe {
  return {
    ...member,
    brands: member.brands === 'all' ? 'all' : [...member.brands],
    permissions: [...ROLE_PERMISSIONS[member.role]],
    twoFactorRequired,
  };
}
