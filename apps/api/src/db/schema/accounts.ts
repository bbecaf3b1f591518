import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, type OrderAddress } from './orders';

/**
 * Accounts (docs/architecture.md "Accounts"): better-auth's four tables (its column set, camelCase keys
 * because its Drizzle adapter addresses columns by field name), with `brand` on users: accounts are per brand, so the
 * same email on two brands is two accounts (unique on brand + lower(email)). better-auth reaches them only through the
 * brand-scoped adapter (accounts/brand-scoped-adapter.ts).
 */
export const authUsers = pgTable(
  'auth_users',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** The shopper's marketing consents (PUT /accounts/me); null: not chosen yet, the brand's defaults apply. */
    sendEmail: boolean('send_email'),
    sendSms: boolean('send_sms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_users_brand_email_idx').on(t.brand, sql`lower(${t.email})`)],
);

/** better-auth sessions: `token` is the cookie's value (signed in the cookie); one row per signed-in browser. */
export const authSessions = pgTable(
  'auth_sessions',
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
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('auth_sessions_token_idx').on(t.token), index('auth_sessions_user_idx').on(t.userId)],
);

/** better-auth credentials: the `credential` provider row holds the scrypt password hash. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
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
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
);

/** better-auth one-time tokens (sign-in links, password resets); identifiers are brand-prefixed by the adapter wrapper. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

/** A saved address of an account (order address shape); at most one default per user. Ids: 24-char CSPRNG. */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_addresses_user_idx').on(t.brand, t.userId),
    uniqueIndex('account_addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A guest order look-up (email + ZIP + short id) grants this session read access to the order for 24 h. */
export const orderAccessGrants = pgTable(
  'order_access_grants',
  {
    brand: text('brand').notNull(),
    sessionHash: text('session_hash').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_access_grants_idx').on(t.brand, t.sessionHash, t.orderId),
    index('order_access_grants_expires_idx').on(t.expiresAt),
  ],
);
