import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cookieClient, someAddress } from './cookie-client';
import type { StaffRole } from '@store/core/back-office/staff-roles';
import type { Database } from '../../src/db/client';
import { createStaffAuth, type StaffAuth } from '../../src/staff/staff-auth';
import { addStaff } from '../../src/use-cases/staff/add-staff';
import type { StaffMember } from '../../src/staff/staff-member';
import { testPasswordHasher } from './password-hasher';

/** The password every factory staff account gets. */
export const STAFF_PASSWORD = 'correct horse battery staple 7';

const COMMAND = { staffId: null, staffEmail: 'staff:add', address: '127.0.0.1' };

let counter = 0;

/**
 * A staff account made as `staff:add` makes one: role and brands ('all' or keys), a fresh email unless given; its
 * password hashed as the test apps hash (testPasswordHasher) unless a staff auth is given.
 */
export async function makeStaff(
  db: Database,
  options: { role: StaffRole; brands?: readonly string[] | 'all'; email?: string; staffAuth?: StaffAuth },
): Promise<StaffMember> {
  counter += 1;
  const email = options.email ?? `${options.role}-${counter}-${randomInt(1e9)}@staff.example.com`;
  const result = await addStaff(
    { db, staffAuth: options.staffAuth ?? createStaffAuth({ db, passwordHasher: testPasswordHasher }) },
    { email, role: options.role, brands: options.brands ?? 'all', password: STAFF_PASSWORD },
    COMMAND,
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * A browser of the staff application: a cookie jar, the admin origin on every request (the origin guard admits
 * loopback), an address of its own.
 */
export function staffBrowser(app: FastifyInstance, address = someAddress()) {
  return cookieClient(app, address, { origin: 'http://localhost:3001' });
}
export type StaffBrowser = ReturnType<typeof staffBrowser>;

/** A staff browser signed in as the member (password only: the account has no two-factor). */
export async function signedIn(app: FastifyInstance, member: Pick<StaffMember, 'email'>): Promise<StaffBrowser> {
  const browser = staffBrowser(app);
  const res = await browser.call('POST', '/admin/auth/sign-in', { email: member.email, password: STAFF_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.statusCode} ${res.body}`);
  return browser;
}
