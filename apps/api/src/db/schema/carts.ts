import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
    region: jsonb('region').$type<CartRegion>(),
    billingProvider: text('billing_provider'),
    reqShippingDate: text('req_shipping_date'),
    reqDeliveryDate: text('req_delivery_date'),
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
  ],
);

/** Cart lines; prices are never stored: they are computed from the catalogue on every read. */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: text('cart_id').notNull(),
    itemIdentifier: text('item_identifier').notNull(),
    brand: text('brand').notNull(),
    productId: text('product_id').notNull(),
    properties: jsonb('properties').$type<Array<{ name: string; value: string }>>().notNull(),
    quantity: integer('quantity').notNull(),
    forItem: text('for_item'),
    fulfillmentStatus: text('fulfillment_status').notNull().default('pending'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.itemIdentifier] }), index('cart_lines_cart_idx').on(t.cartId)],
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
    /** SPEC §4 returning-customer coupon (WELCOMEBACK): refused until the returning-customer check recognises the shopper. */
    returningCustomerOnly: boolean('returning_customer_only').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.brand, t.code] })],
);

/** Remote tokens let another device take over a cart for an hour (cookie remote_token). Only the hash is stored. */
export const remoteTokens = pgTable('remote_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  brand: text('brand').notNull(),
  cartId: text('cart_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Outbound events written in the same transaction as the change (an outbox), for analytics and messaging workers. */
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
