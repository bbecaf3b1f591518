import { z } from 'zod';
import { BRAND_KEYS } from '../brands';
import { err, ok, type Result } from '../result';
import { STAFF_ROLES, type StaffRole } from './staff-roles';

/** A staff account as GET /admin/staff lists it (no secret, no session). */
export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  brands: z.union([z.array(z.string()), z.literal('all')]),
  twoFactorEnabled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  /** The last completed sign-in (the audit log's `staff.sign-in`), null if never. */
  lastSignInAt: z.string().nullable(),
});
export type StaffAccountWire = z.infer<typeof staffAccountSchema>;

export const staffAccountListSchema = z.object({ accounts: z.array(staffAccountSchema) });

/** A new account's, or a fresh, one-time set-password link to hand to the person (the store emails staff nothing). */
export const staffPasswordLinkSchema = z.object({ account: staffAccountSchema, link: z.string() });
export type StaffPasswordLinkWire = z.infer<typeof staffPasswordLinkSchema>;

/** A staff account's access: its role and its brands (keys, or every brand now and later). */
export interface StaffAccess {
  role: StaffRole;
  brands: string[] | 'all';
}

/**
 * A role and brands as typed, checked: a known role, known brand keys (repeats dropped), and at least one brand or
 * all, so an account never exists that sees nothing. The messages are the ones people read.
 */
export function staffAccessOf(role: string, brands: readonly string[] | 'all'): Result<StaffAccess> {
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    return err('BAD_REQUEST', `Unknown role ${role}: use one of ${STAFF_ROLES.join(', ')}`);
  if (brands === 'all') return ok({ role: role as StaffRole, brands: 'all' });
  const unknown = brands.filter((brand) => !(BRAND_KEYS as readonly string[]).includes(brand));
  if (unknown.length > 0) return err('BAD_REQUEST', `Unknown brand ${unknown.join(', ')}: use brand keys or all`);
  if (brands.length === 0) return err('BAD_REQUEST', 'A staff account needs at least one brand, or all');
  return ok({ role: role as StaffRole, brands: [...new Set(brands)] });
}

/**
 * Whether a change to an account leaves the store without an active owner: the account is an active owner, the only
 * one, and the change makes it something else or disables it. The store must always keep someone who manages staff.
 */
export function leavesNoActiveOwner(
  activeOwnerIds: readonly string[],
  targetId: string,
  after: { role: StaffRole; disabled: boolean },
): boolean {
  const stillOwner = after.role === 'owner' && !after.disabled;
  return !stillOwner && activeOwnerIds.length === 1 && activeOwnerIds[0] === targetId;
}
