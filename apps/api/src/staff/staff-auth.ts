import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@store/core';
import type { PasswordHasher } from '../accounts/auth';
import type { Database } from '../db/client';
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from '../db/schema';
import { loadAuthSecret } from '../db/repositories/app-secrets';
import { randomBase62 } from '../ids';

/** Staff cookies are `staff.session_token` (and `staff.two_factor` between the password and the code), path /admin. */
export const STAFF_COOKIE_PREFIX = 'staff';
/** A staff session ends after this long without a request: a back office left open on a shared desk closes itself. */
export const STAFF_IDLE_SECONDS = 30 * 60;
/** How often a session in use has its expiry pushed back (each push is one write). */
const STAFF_SESSION_REFRESH_SECONDS = 60;
/** The issuer shown in authenticator apps next to the staff member's email. */
export const TOTP_ISSUER = 'Store back office';
/** A set-password link printed by `staff:add` works once, for a day. */
export const STAFF_SET_PASSWORD_SECONDS = 24 * 60 * 60;
/** Wrong codes in a row (any challenge, TOTP or backup) that lock an account's code step, and for how long. */
export const STAFF_CODE_FAILURES_BEFORE_LOCK = 10;
export const STAFF_CODE_LOCK_SECONDS = 15 * 60;

/**
 * What better-auth hands over during one call into the staff instance: the token of a set-password link it just made
 * (its `sendResetPassword`: nothing is emailed, the caller prints the link) and the account whose password it just set.
 */
interface StaffLinkReceiver {
  token?: (token: string) => void;
  passwordSet?: (userId: string) => void;
}
const staffLinkReceiver = new AsyncLocalStorage<StaffLinkReceiver>();

/** Runs a call into the staff instance with a receiver for what better-auth hands back through its callbacks. */
export function withStaffLinkReceiver<T>(receiver: StaffLinkReceiver, call: () => Promise<T>): Promise<T> {
  return staffLinkReceiver.run(receiver, call);
}

export interface StaffAuthDeps {
  db: Database;
  /** better-auth's scrypt unless given (as for shoppers' passwords: accounts/auth.ts). */
  passwordHasher?: PasswordHasher;
}

function createStaffAuthInstance(deps: StaffAuthDeps, secret: string, secure: boolean) {
  const adapter = drizzleAdapter(deps.db, {
    provider: 'pg',
    transaction: true,
    schema: {
      user: staffUsers,
      session: staffSessions,
      account: staffAccounts,
      verification: staffVerifications,
      twoFactor: staffTwoFactors,
    },
  });
  return betterAuth({
    appName: TOTP_ISSUER,
    // Never mounted: the /admin/auth routes call auth.api.
    baseURL: 'http://localhost',
    basePath: '/admin/auth',
    secret,
    database: adapter,
    telemetry: { enabled: false },
    logger: { disabled: true },
    // The store's own limits (per account and per address, shared by every process) guard the staff sign-in routes.
    rateLimit: { enabled: false },
    session: { expiresIn: STAFF_IDLE_SECONDS, updateAge: STAFF_SESSION_REFRESH_SECONDS },
    // One-time tokens (set-password links, two-factor challenges) are kept as hashes: a copy of the table opens nothing.
    verification: { storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      // Sign-up stays on for `staff:add`, the only caller: the instance is never mounted and no route signs up.
      disableSignUp: false,
      requireEmailVerification: false,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: STAFF_SET_PASSWORD_SECONDS,
      sendResetPassword: async ({ token }) => staffLinkReceiver.getStore()?.token?.(token),
      onPasswordReset: async ({ user }) => staffLinkReceiver.getStore()?.passwordSet?.(user.id),
      password: deps.passwordHasher,
    },
    plugins: [
      twoFactor({
        issuer: TOTP_ISSUER,
        accountLockout: { maxFailedAttempts: STAFF_CODE_FAILURES_BEFORE_LOCK, durationSeconds: STAFF_CODE_LOCK_SECONDS },
      }),
    ],
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/admin' },
      database: { generateId: () => randomBase62(24) },
    },
  });
}

export type StaffAuthInstance = ReturnType<typeof createStaffAuthInstance>;

export interface StaffAuth {
  /** The staff better-auth instance, with Secure cookies unless the host is loopback. */
  forRequest(secure: boolean): Promise<StaffAuthInstance>;
}

/**
 * One better-auth instance for staff (two: Secure cookies or not), its secret derived from the shared one with a
 * purpose of its own, so a shopper's cookie or token never verifies as a staff one and the reverse.
 */
export function createStaffAuth(deps: StaffAuthDeps): StaffAuth {
  let secret: Promise<string> | undefined;
  const instances = new Map<boolean, StaffAuthInstance>();
  return {
    async forRequest(secure) {
      const cached = instances.get(secure);
      if (cached) return cached;
      secret ??= loadAuthSecret(deps.db).then((base) =>
        createHmac('sha256', base).update('better-auth:staff').digest('base64url'),
      );
      const created = instances.get(secure) ?? createStaffAuthInstance(deps, await secret, secure);
      instances.set(secure, created);
      return created;
    },
  };
}

/** The names the staff session cookie can have: a request without either costs no session look-up. */
export const STAFF_SESSION_COOKIES = [`${STAFF_COOKIE_PREFIX}.session_token`, `__Secure-${STAFF_COOKIE_PREFIX}.session_token`];
