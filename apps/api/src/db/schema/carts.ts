import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export interface CartRegion {
  country: string;
  state: string;
  zip: string | null;
}
export type CartHistoryEntry =
  | { type: 'cartCreated'; metadata: { channel: 'cartLink' | 'direct' }; at: string }
  | { type: 'remoteControlled'; metadata: Record<string, never>; at: string };

/** A shopper's cart: one active cart per (brand, session). Ids are 24-char base62 from a CSPRNG. */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    sessionHash: text('session_hash').notNull(),
    status: text('status').$type<'active' | 'consumed'>().notNull().default('active'),
    couponCode: text('coupon_code'),
    preventAddingCoupon: boolean('prevent_adding_coupon').notNull().default(false),
    /**
     * Returning-customer check: HEAD /orders found a done order for this session's email, phone and ZIP on a
     * cart that is not a link or remote cart. Only the server sets it; the returning-customer coupon checks it.
     */
    returningCustomer: boolean('returning_customer').notNull().default(false),
    region: jsonb('region').$type<CartRegion>(),
    billingProvider: text('billing_provider'),
    reqShippingDate: text('req_shipping_date'),
    reqDeliveryDate: text('req_delivery_date'),
    /** The chosen delivery option's name (delivery option); null is the default, free standard shipping. */
    deliveryOption: text('delivery_option'),
    /** The checkout's withMattressRemoval: old mattress removal with white glove (offered in CA, RI and CT). */
    withMattressRemoval: boolean('with_mattress_removal').notNull().default(false),
    historyLog: jsonb('history_log').$type<CartHistoryEntry[]>().notNull().default([]),
    nextPosition: integer('next_position').notNull().default(0),
    /**
     * The owner's share action says whether the cart's link works once (true) or for anyone (false, the default).
     * Only the owner sets it: a visitor's merge with multiUse false never spends a link shared for anyone.
     */
    linkSingleUse: boolean('link_single_use').notNull().default(false),
    /** A single-use share link is spent once another session merged it (claimed atomically). */
    linkConsumedAt: timestamp('link_consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_brand_session_active_idx')
      .on(t.brand, t.sessionHash)
      .where(sql`${t.status} = 'active'`),
    // The clean-up looks for old carts (empty ones are removed after a day).
    index('carts_updated_at_idx').on(t.updatedAt),
  ],
);

/**
 * Cart lines; prices are never stored: they are computed from the catalogue on every read. A line goes with its
 * cart, and a child line (forItem: an add-on, a gift) goes with its parent line (foreign keys, on delete cascade).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemIdentifier: text('item_identifier').notNull(),
    brand: text('brand').notNull(),
    productId: text('product_id').notNull(),
    properties: jsonb('properties').$type<Array<{ name: string; value: string }>>().notNull(),
    quantity: integer('quantity').notNull(),
    forItem: text('for_item'),
    /**
     * The bundle page this line is the base of (its product id), set only when the bundle was added as one
     * (POST /carts/my/items/bundle): the parts bound to the line then take that bundle's prices. Null: no bundle.
     */
    bundleId: text('bundle_id'),
    fulfillmentStatus: text('fulfillment_status').notNull().default('pending'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.itemIdentifier] }),
    index('cart_lines_cart_idx').on(t.cartId),
    foreignKey({
      name: 'cart_lines_parent_fk',
      columns: [t.cartId, t.forItem],
      foreignColumns: [t.cartId, t.itemIdentifier],
    }).onDelete('cascade'),
  ],
);

/** Coupons per brand; redemptions count towards maxRedemptions (ONCE50: usable once in total). */
export const coupons = pgTable(
  'coupons',
  {
    brand: text('brand').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    value: integer('value').notNull(),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    appliesTo: jsonb('applies_to').$type<string[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    keepWhenZero: boolean('keep_when_zero').notNull().default(false),
    /** Returning-customer coupon (WELCOMEBACK): refused until the returning-customer check recognises the shopper. */
    returningCustomerOnly: boolean('returning_customer_only').notNull().default(false),
    /** The most the coupon takes off one cart, minor units; null is no cap. */
    maxDiscount: integer('max_discount'),
    /** How many eligible units the coupon covers, the dearest first; null is every eligible unit. */
    maxUnits: integer('max_units'),
    /** Product ids the coupon applies to besides the groups of applies_to; both empty is every line. */
    products: jsonb('products').$type<string[]>().notNull().default([]),
    /** When the coupon starts applying; null is at once. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Paused by staff: refused as if unknown until resumed. */
    paused: boolean('paused').notNull().default(false),
    /** Paid (or paying) orders one shopper may place with it (coupon_holds counts them); null is no limit. */
    maxPerShopper: integer('max_per_shopper'),
    /** with-deals or full-price-only (core's COUPON_STACKING). */
    stacking: text('stacking').$type<'with-deals' | 'full-price-only'>().notNull().default('with-deals'),
    /** Moves on at every change (staff edit or import): an edit naming an older version is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.code] }),
    check('coupons_max_discount_check', sql`${t.maxDiscount} is null or ${t.maxDiscount} >= 0`),
    check('coupons_max_units_check', sql`${t.maxUnits} is null or ${t.maxUnits} >= 1`),
    check('coupons_max_per_shopper_check', sql`${t.maxPerShopper} is null or ${t.maxPerShopper} >= 1`),
    check('coupons_stacking_check', sql`${t.stacking} in ('with-deals', 'full-price-only')`),
    check('coupons_percent_check', sql`${t.kind} <> 'percent' or ${t.value} between 1 and 100`),
    check('coupons_window_check', sql`${t.startsAt} is null or ${t.expiresAt} is null or ${t.expiresAt} > ${t.startsAt}`),
  ],
);

/**
 * One order holding one use of a coupon: written when the payment step redeems the coupon (under the coupon row's
 * lock) and removed when that use is given back, so a per-shopper limit counts paid and paying orders exactly once,
 * even with two tabs paying at the same moment.
 */
export const couponHolds = pgTable(
  'coupon_holds',
  {
    orderId: text('order_id').primaryKey(),
    brand: text('brand').notNull(),
    code: text('code').notNull(),
    /** The order's lower-cased email. */
    emailKey: text('email_key').notNull(),
    accountId: text('account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_holds_email_idx').on(t.brand, t.code, t.emailKey),
    index('coupon_holds_account_idx').on(t.brand, t.code, t.accountId),
  ],
);

/**
 * Remote tokens let another device take over a cart for an hour (cookie remote_token). Only the hash is stored; a
 * token goes with its cart, and the scheduled clean-up removes expired ones.
 */
export const remoteTokens = pgTable(
  'remote_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    brand: text('brand').notNull(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('remote_tokens_cart_idx').on(t.cartId, t.expiresAt), index('remote_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Server secrets created on first start and shared by every API process through the database (the session cookie's
 * signing key), so no process needs configuration to agree with the others.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Outbound events written in the same transaction as the change (an outbox), for analytics and messaging workers.
 * cart_id has no foreign key on purpose: an event is a record of what happened and outlives a cleaned-up cart.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brand: text('brand').notNull(),
    type: text('type').notNull(),
    cartId: text('cart_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unpublished_idx').on(t.publishedAt)],
);
