import { and, eq } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { authAccounts, staffAccounts } from '../src/db/schema';
import { createStaffAuth } from '../src/staff/staff-auth';
import { signedUpShopper } from './support/accounts';
import { shopper } from './support/shopper';
import { makeStaff, signedIn, STAFF_PASSWORD, staffBrowser } from './support/staff';
import { useTestApp } from './support/test-app';

/**
 * The other test files hash passwords cheaply (support/password-hasher.ts); this one builds the app as production does,
 * with no hasher given, and proves that shoppers' and staff's passwords are then kept as better-auth's scrypt: a 16-byte
 * salt and a 64-byte key, both in hex.
 */
const SCRYPT_HASH = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

describe('passwords are kept as scrypt hashes when nothing else is given', () => {
  const t = useTestApp({ passwordHasher: 'scrypt' });

  it("a shopper's: the stored hash is scrypt of the password, which signs in; another password does not", async () => {
    const account = await signedUpShopper(t);
    const [row] = await t.db
      .select({ hash: authAccounts.password })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, account.userId), eq(authAccounts.providerId, 'credential')));
    expect(row?.hash).toMatch(SCRYPT_HASH);
    expect(await verifyPassword({ hash: row!.hash!, password: account.password })).toBe(true);
    const signIn = (password: string) => shopper(t.app).call('POST', '/accounts/sign-in', { email: account.email, password });
    expect((await signIn(account.password)).statusCode).toBe(200);
    expect((await signIn(`${account.password}x`)).statusCode).toBe(401);
  });

  it("a staff member's: the stored hash is scrypt of the password, which signs in; another password does not", async () => {
    const member = await makeStaff(t.db, { role: 'support', staffAuth: createStaffAuth({ db: t.db }) });
    const [row] = await t.db
      .select({ hash: staffAccounts.password })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.userId, member.id), eq(staffAccounts.providerId, 'credential')));
    expect(row?.hash).toMatch(SCRYPT_HASH);
    expect(await verifyPassword({ hash: row!.hash!, password: STAFF_PASSWORD })).toBe(true);
    await signedIn(t.app, member);
    const wrong = await staffBrowser(t.app).call('POST', '/admin/auth/sign-in', {
      email: member.email,
      password: `${STAFF_PASSWORD}x`,
    });
    expect(wrong.statusCode).toBe(401);
  });
});
