import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type BrandKey } from '@store/core';
import type { Database } from '../db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '../db/schema';
import { loadAuthSecret } from '../db/repositories/app-secrets';
import { isLocalHost } from '../plugins/cookie-policy';
import { randomBase62 } from '../ids';
import { brandScopedAdapter } from './brand-scoped-adapter';
import { queueAccountEmail } from './account-emails';

/** better-auth's cookies are named `acct.session_token` (`__Secure-acct.session_token` outside localhost). */
export const AUTH_COOKIE_PREFIX = 'acct';
const SESSION_DAYS = 30;
/** The verification link of a new account is good for a day. */
const VERIFY_EMAIL_SECONDS = 24 * 60 * 60;
/** Password reset links: one hour. */
export const RESET_PASSWORD_SECONDS = 60 * 60;
/** Sign-in links: 15 minutes, single use. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;
/** Marks the sign-in link requested for the "you already have an account" email (better-auth passes it through). */
const EXISTING_ACCOUNT = 'existing-account';

/** The account of the brand with this email, if any (the link email goes to existing accounts only). */
async function accountExists(db: Database, brand: BrandKey, email: string): Promise<{ name: string } | null> {
  const [row] = await db
    .select({ name: authUsers.name })
    .from(authUsers)
    .where(and(eq(authUsers.brand, brand), eq(sql`lower(${authUsers.email})`, email.trim().toLowerCase())));
  return row ?? null;
}

/** How account passwords are hashed and checked. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export interface AccountAuthDeps {
  db: Database;
  allowedOrigins: readonly string[];
  wakeJobs?: () => void;
  /**
   * better-auth's scrypt unless given. Hashing is deliberately costly (tens of ms of CPU, spent on every sign-in, even
   * for an unknown email); the integration tests give a cheap one (test/support/password-hasher.ts).
   */
  passwordHasher?: PasswordHasher;
}

function createBrandAuth(deps: AccountAuthDeps, brand: BrandKey, secret: string, secure: boolean) {
  const adapter = drizzleAdapter(deps.db, {
    provider: 'pg',
    transaction: true,
    schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
  });
  // Filled once the instance exists: the existing-account email carries a sign-in link made by the same instance.
  const links = { request: async (_email: string): Promise<void> => undefined };
  const auth = betterAuth({
    appName: brand,
    // Never mounted (our Fastify routes call auth.api); the links in emails are built by the store, not from this.
    baseURL: secure ? (deps.allowedOrigins[0] ?? 'https://localhost') : 'http://localhost',
    basePath: '/accounts',
    secret,
    trustedOrigins: [...deps.allowedOrigins],
    database: brandScopedAdapter(adapter, brand),
    telemetry: { enabled: false },
    logger: { disabled: true },
    // Our routes apply the store's rate limits (per email and per address, shared across processes).
    rateLimit: { enabled: false },
    user: {
      additionalFields: { brand: { type: 'string', required: true, input: false, defaultValue: brand } },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) =>
        queueAccountEmail(deps, { brand, kind: 'password-reset', to: user.email, name: user.name, token }),
      onExistingUserSignUp: async ({ user }) => links.request(user.email),
      password: deps.passwordHasher,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_SECONDS,
      sendVerificationEmail: async ({ user, token }) =>
        queueAccountEmail(deps, { brand, kind: 'verify-email', to: user.email, name: user.name, token }),
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        // Only existing accounts sign in by link; the email is not sent at all for an unknown address.
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token, metadata }) => {
          const account = await accountExists(deps.db, brand, email);
          if (!account) return;
          const kind = metadata?.reason === EXISTING_ACCOUNT ? 'existing-account' : 'sign-in-link';
          await queueAccountEmail(deps, { brand, kind, to: email.trim().toLowerCase(), name: account.name, token });
        },
      }),
    ],
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: () => randomBase62(24) },
    },
  });
  links.request = async (email) => {
    await auth.api.signInMagicLink({ body: { email, metadata: { reason: EXISTING_ACCOUNT } }, headers: new Headers() });
  };
  return auth;
}

export type BrandAuth = ReturnType<typeof createBrandAuth>;

export interface AccountAuth {
  /** The better-auth instance of a brand, with Secure cookies unless the host is localhost (cookie-policy.ts). */
  forRequest(brand: BrandKey, hostname: string): Promise<BrandAuth>;
}

/**
 * One better-auth instance per brand (and per cookie security: localhost or not), built on first use and cached. Each
 * brand's secret is derived from the one in app_secrets (so every process agrees) with the brand in it: a cookie or an
 * email-verification token of one brand does not verify on another.
 */
export function createAccountAuth(deps: AccountAuthDeps): AccountAuth {
  let baseSecret: Promise<string> | undefined;
  const instances = new Map<string, BrandAuth>();
  return {
    async forRequest(brand, hostname) {
      const secure = !isLocalHost(hostname);
      const key = `${brand}:${secure}`;
      const cached = instances.get(key);
      if (cached) return cached;
      baseSecret ??= loadAuthSecret(deps.db);
      const secret = createHmac('sha256', await baseSecret)
        .update(`better-auth:${brand}`)
        .digest('base64url');
      const created = instances.get(key) ?? createBrandAuth(deps, brand, secret, secure);
      instances.set(key, created);
      return created;
    },
  };
}

/** The names the session cookie can have: a request without either costs no session look-up. */
export const AUTH_SESSION_COOKIES = [`${AUTH_COOKIE_PREFIX}.session_token`, `__Secure-${AUTH_COOKIE_PREFIX}.session_token`];
