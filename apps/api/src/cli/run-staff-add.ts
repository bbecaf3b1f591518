import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@store/core/back-office/staff-roles';
import type { Database } from '../db/client';
import type { StaffAuth } from '../staff/staff-auth';
import type { AuditActor } from '../staff/audit';
import { addStaff } from '../use-cases/staff/add-staff';
import { inviteStaff } from '../use-cases/staff/invite-staff';
import { consoleOutput, type CommandOutput } from './cli-runner';

export const STAFF_ADD_USAGE =
  'usage: npm run staff:add -- --email E --role owner|manager|support [--brands nestwood,plume | --brands all] [--password P] [--name N]';

/** What the command is asked to create. */
export interface StaffAddRequest {
  email: string;
  role: StaffRole;
  brands: readonly string[] | 'all';
  /** Absent: an unguessable password nobody knows, and a set-password link printed instead. */
  password?: string;
  name?: string;
}

/** The audit log's actor of an account made on the server: no staff account did it. */
const COMMAND_ACTOR: AuditActor = { staffId: null, staffEmail: 'staff:add', address: '127.0.0.1' };

/**
 * The command line of `staff:add`, or the one-line reason it is not one. Without --brands an owner gets every brand;
 * any other role must name its brands, so nobody is given every brand by forgetting an option.
 */
export function parseStaffAddArgs(args: readonly string[]): { ok: true; value: StaffAddRequest } | { ok: false; error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        brands: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
      },
    }));
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (!values.email || !values.role) return { ok: false, error: '--email and --role are required' };
  const role = values.role;
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    return { ok: false, error: `Unknown role ${role}: use one of ${STAFF_ROLES.join(', ')}` };
  let brands: readonly string[] | 'all';
  if (values.brands === undefined) {
    if (role !== 'owner')
      return {
        ok: false,
        error: `--brands is required for a ${role}: name its brands (--brands nestwood,plume) or --brands all`,
      };
    brands = 'all';
  } else if (values.brands.trim().toLowerCase() === 'all') brands = 'all';
  else
    brands = values.brands
      .split(',')
      .map((brand) => brand.trim())
      .filter(Boolean);
  return {
    ok: true,
    value: { email: values.email, role: role as StaffRole, brands, password: values.password, name: values.name },
  };
}

/**
 * Creates the account and prints what was created (email, role, brands) and, without --password, the one-time
 * set-password link (`<ADMIN_ORIGIN>/set-password?token=...`, 24 h). Returns the exit code: 0, or 1 with the one-line
 * refusal (duplicate email, unknown brand, a password the policy refuses).
 */
export async function runStaffAdd(
  deps: { db: Database; staffAuth: StaffAuth },
  request: StaffAddRequest,
  options: { adminOrigin?: string },
  output: CommandOutput = consoleOutput,
): Promise<number> {
  const { password, ...input } = request;
  const added =
    password === undefined
      ? await inviteStaff({ ...deps, adminOrigin: options.adminOrigin }, input, COMMAND_ACTOR)
      : await addStaff(deps, { ...input, password }, COMMAND_ACTOR).then((result) =>
          result.ok ? { ok: true as const, value: { member: result.value, link: null } } : result,
        );
  if (!added.ok) {
    output.err(added.error.message);
    return 1;
  }
  const { member, link } = added.value;
  const brands = member.brands === 'all' ? 'all brands' : `brands ${member.brands.join(', ')}`;
  output.out(`added ${member.email}: ${member.role}, ${brands}`);
  if (link !== null) output.out(`set-password link (one use, 24 hours): ${link}`);
  return 0;
}
