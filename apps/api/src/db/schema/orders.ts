import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Cart } from '@store/core';
import type {
  FulfillmentStatus,
  OrderPaymentStatus,
  OrderStatus,
  PaymentAttemptStatus,
} from '@store/core/back-office/order-states';

/** Order address: firstName, lastName, phone and address {line1, line2, zip, city, state, country}. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  phone: string;
  address: { line1: string; line2: string; zip: string; city: string; state: string; country: string };
}

/** The order's paymentDetails as stored: the provider and customer reference, and which token paid (never card data). */
export interface OrderPaymentDetails {
  billingProvider: string;
  customerID: string | null;
  /** A reference to the token of the order's latest payment attempt (core's paymentTokenReference), once one was made. */
  paymentToken?: string;
}

/** extraData, as the client may send it (no field of it prices anything). */
export interface OrderExtraData {
  version?: string;
  trackingId?: string;
  friendsBuyToken?: string;
  numberOfPayments?: number;
  relatedOrderId?: string;
  type?: string;
  stripeReturnUrl?: string;
}

/** Order metadata. */
export interface OrderMetadata {
  lang?: string;
  mobile?: boolean;
  includeDisposal?: boolean;
  reqShippingDate?: string | null;
  reqDeliveryDate?: string | null;
}

/**
 * The names of an order in lower case, shipping then billing (`ann lee / ann lee`): what staff search matches a partial
 * name against (GET /admin/orders), with a trigram index on exactly this expression (migration 0025), so a query and
 * the index must both build it here.
 */
export function orderNamesText(t: { shippingDetails: AnyPgColumn; billingDetails: AnyPgColumn }): SQL {
  const name = (details: AnyPgColumn) =>
    sql`coalesce(${details}->>'firstName', '') || ' ' || coalesce(${details}->>'lastName', '')`;
  return sql`lower(${name(t.shippingDetails)} || ' / ' || ${name(t.billingDetails)})`;
}

/**
 * The order lifecycle (core's ORDER_TRANSITIONS). `pending`: created, not paid; `paid`: one payment succeeded (the
 * returning-customer check's status=done lookups mean paid); `cancelled`: given up unpaid, or refunded in full by staff
 * before shipping.
 */
export type { OrderStatus };

/**
 * An order freezes the server-priced cart at creation (`cart`, a Cart as the API computed it): nothing the
 * client sends sets a price, total, discount or status. One cart yields at most one order (unique cart_id), and an
 * order is readable only by the session (or later the account) that placed it. Ids are 24-char CSPRNG base62;
 * shortId is the shopper-facing reference, unique per brand.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    shortId: text('short_id').notNull(),
    brand: text('brand').notNull(),
    /** sha256 of the placing session's secret (as carts.session_hash). */
    sessionHash: text('session_hash').notNull(),
    /** The signed-in account that placed it (accounts issue); null for a guest. */
    accountId: text('account_id'),
    /** The cart it was made from; no foreign key: an order outlives a cleaned-up cart. */
    cartId: text('cart_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The money: unpaid, paid, then partially refunded or refunded (core's ORDER_PAYMENT_TRANSITIONS). */
    paymentStatus: text('payment_status').$type<OrderPaymentStatus>().notNull().default('unpaid'),
    /** The goods: unfulfilled, partially shipped, shipped (core's FULFILLMENT_TRANSITIONS). */
    fulfillmentStatus: text('fulfillment_status').$type<FulfillmentStatus>().notNull().default('unfulfilled'),
    /** What the succeeded refunds gave back, in minor units; never more than the captured total. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    email: text('email').notNull(),
    journey: text('journey'),
    shippingDetails: jsonb('shipping_details').$type<OrderAddress>().notNull(),
    billingDetails: jsonb('billing_details').$type<OrderAddress>().notNull(),
    paymentDetails: jsonb('payment_details').$type<OrderPaymentDetails>().notNull(),
    /** paymentDetails.billingProvider as a column of its own, so the staff list's indexes can hold it (migration 0026). */
    billingProvider: text('billing_provider').generatedAlwaysAs(sql`payment_details->>'billingProvider'`),
    extraData: jsonb('extra_data').$type<OrderExtraData>().notNull().default({}),
    metadata: jsonb('metadata').$type<OrderMetadata>().notNull().default({}),
    backorderDays: integer('backorder_days').notNull().default(0),
    returnUrl: text('return_url'),
    /** The frozen, server-priced cart (Cart). */
    cart: jsonb('cart').$type<Cart>().notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    couponCode: text('coupon_code'),
    /** Lookup keys of the returning-customer check (HEAD /orders): lower-cased email, phone digits, normalised zip. */
    emailKey: text('email_key').notNull(),
    phoneKey: text('phone_key').notNull(),
    zipKey: text('zip_key').notNull(),
    relatedOrderId: text('related_order_id'),
    analyticsReportedAt: timestamp('analytics_reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_cart_idx').on(t.cartId),
    uniqueIndex('orders_brand_short_id_idx').on(t.brand, t.shortId),
    index('orders_session_idx').on(t.brand, t.sessionHash),
    index('orders_returning_idx').on(t.brand, t.emailKey, t.phoneKey, t.zipKey, t.status),
    index('orders_account_idx').on(t.brand, t.accountId),
    index('orders_created_idx').on(t.createdAt, t.id),
    // Staff search (GET /admin/orders): prefixes of the lookup keys and the short id, whatever the brand.
    index('orders_email_key_search_idx').on(t.emailKey.op('text_pattern_ops')),
    index('orders_phone_key_search_idx').on(t.phoneKey.op('text_pattern_ops')),
    index('orders_zip_key_search_idx').on(t.zipKey.op('text_pattern_ops')),
    index('orders_short_id_search_idx').on(t.shortId.op('text_pattern_ops')),
    // The staff list (GET /admin/orders) by date or by total: the sort key, then every column its filters read, so a
    // filtered page is read from the index alone (an index-only scan) and only its 50 orders from the table.
    index('orders_staff_created_idx').on(
      t.createdAt,
      t.id,
      t.brand,
      t.status,
      t.paymentStatus,
      t.fulfillmentStatus,
      t.billingProvider,
      t.totalAmount,
    ),
    index('orders_staff_total_idx').on(
      t.totalAmount,
      t.id,
      t.brand,
      t.status,
      t.paymentStatus,
      t.fulfillmentStatus,
      t.billingProvider,
      t.createdAt,
    ),
    index('orders_names_trgm_idx').using('gin', sql`${orderNamesText(t)} gin_trgm_ops`),
    // The dashboard (GET /admin/dashboard): paid orders by day are read from this index alone (an index-only scan over
    // the period's range of paid_at), whatever the brands asked.
    index('orders_dashboard_paid_idx')
      .on(t.paidAt, t.brand, t.currency, t.totalAmount)
      .where(sql`${t.paidAt} is not null`),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'paid', 'partially_refunded', 'refunded')`),
    check('orders_fulfillment_status_check', sql`${t.fulfillmentStatus} in ('unfulfilled', 'partially_shipped', 'shipped')`),
    check('orders_refunded_within_total', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.totalAmount}`),
  ],
);

/**
 * `processing`: recorded before the provider is called, and until its answer is written (a process killed in between
 * leaves it so: the reconciliation asks the provider by `idempotencyKey`). `requires_action`: the shopper approves at
 * the provider. `succeeded`: the order's charge. `failed`: declined, cancelled, replaced, or never reached the provider.
 */
export type PaymentStatus = PaymentAttemptStatus;

/**
 * Payment attempts of an order. At most one attempt per order is live (`processing`, `requires_action` or
 * `succeeded`) at a time (partial unique index), so concurrent pays of one order charge once. `idempotencyKey` is
 * sent to the provider with every call for the attempt; `providerRef` is the provider's charge or intent id.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRef: text('provider_ref'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_idempotency_key_idx').on(t.idempotencyKey),
    index('payments_provider_ref_idx').on(t.brand, t.providerRef),
    index('payments_status_idx').on(t.status, t.updatedAt),
    uniqueIndex('payments_one_live_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('processing', 'succeeded', 'requires_action')`),
    check('payments_status_check', sql`${t.status} in ('processing', 'requires_action', 'succeeded', 'failed')`),
  ],
);

/**
 * Idempotency-Key records: the first answer to (brand, session, scope, key) is stored and replayed for the
 * same key. `requestHash` refuses a reused key with a different body; a row without `statusCode` is in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    brand: text('brand').notNull(),
    sessionHash: text('session_hash').notNull(),
    /** Which call the key belongs to, e.g. 'POST /orders' or 'POST /orders/{id}/payment'. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.sessionHash, t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);
