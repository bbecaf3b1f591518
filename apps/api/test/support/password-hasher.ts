import { createHash, randomBytes } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import { createAccountAuth, type AccountAuth, type PasswordHasher } from '../../src/accounts/auth';
import type { Database } from '../../src/db/client';
import { createStaffAuth, type StaffAuth } from '../../src/staff/staff-auth';

const PREFIX = 'test-sha256:';

/**
 * The test apps' password hashing: a salted SHA-256 in place of better-auth's scrypt. Scrypt is costly on purpose (its
 * 32 MB and about 160 ms of CPU a hash on the CI machines), and the integration tests hash or check a password some 540
 * times: about 90 s of CPU that proves nothing about what they test. A hash made the production way (by `staff:add` in
 * its own process, or an app with `passwordHasher: 'scrypt'`) is still checked as scrypt. `password-hashing.test.ts`
 * proves that the apps hash with scrypt when nothing is given, as production does.
 */
export const testPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(8).toString('hex');
    return `${PREFIX}${salt}:${createHash('sha256').update(`${salt}:${password}`).digest('hex')}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt, digest] = hash.slice(PREFIX.length).split(':');
    return createHash('sha256').update(`${salt}:${password}`).digest('hex') === digest;
  },
};

/** The shoppers' and staff's auth of an app on `db` whose passwords are hashed by `hasher` (scrypt when undefined). */
export function authsHashingWith(
  db: Database,
  hasher: PasswordHasher | undefined,
  allowedOrigins: readonly string[] = [],
): { accountAuth: AccountAuth; staffAuth: StaffAuth } {
  return {
    accountAuth: createAccountAuth({ db, allowedOrigins, passwordHasher: hasher }),
    staffAuth: createStaffAuth({ db, passwordHasher: hasher }),
  };
}
