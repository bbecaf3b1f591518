import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@store/core/back-office/staff-roles';

/**
 * Staff accounts (the back office), kept apart from shoppers' accounts: their own better-auth instance over these
 * tables (camelCase keys: its Drizzle adapter addresses columns by field name), their own cookie, never valid on a
 * storefront. `role` and `brands` are the store's own columns, which better-auth never writes: a new row is a
 * `support` account of no brand until `staff:add` sets them. `brands` empty with role owner is not "all": all brands
 * is `all_brands`.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    role: text('role').$type<StaffRole>().notNull().default('support'),
    /** Every brand, now and later (owners usually); else the keys in `brands`. */
    allBrands: boolean('all_brands').notNull().default(false),
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A disabled account cannot sign in and its sessions stop working. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_email_idx').on(sql`lower(${t.email})`),
    check('staff_users_role_check', sql`${t.role} in ('owner', 'manager', 'support')`),
  ],
);

/** Staff sessions: `token` is the cookie's value; `expiresAt` slides with use, so an idle session ends. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('staff_sessions_token_idx').on(t.token), index('staff_sessions_user_idx').on(t.userId)],
);

/** Staff credentials: the `credential` row holds the scrypt password hash. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_accounts_user_idx').on(t.userId)],
);

/** Staff one-time tokens (the set-password link of a new account, the two-factor sign-in step). */
export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's two-factor plugin: the TOTP secret and backup codes of an account (both encrypted by better-auth). */
export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('staff_two_factors_user_idx').on(t.userId), index('staff_two_factors_secret_idx').on(t.secret)],
);
