import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RefundStatus, ReturnStatus } from '@store/core/back-office/order-states';
import { orders, payments } from './orders';
import { staffUsers } from './staff';

/** A line of an order by its frozen cart line (`itemIdentifier`) and how many of it. */
export interface OrderLineQuantity {
  itemIdentifier: string;
  quantity: number;
}

/**
 * Every staff action, append-only: who (the staff account, its email then, the address it came from), when, what
 * (action and target) and the values before and after. A database trigger refuses UPDATE, DELETE and TRUNCATE, so no
 * role and no code path can rewrite it. `staffId` is null for an action taken by a command (`staff:add`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: text('staff_id'),
    staffEmail: text('staff_email').notNull(),
    address: text('address').notNull(),
    action: text('action').notNull(),
    /** The brand the target belongs to; null for an action on no brand (a staff account). */
    brand: text('brand'),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_brand_idx').on(t.brand, t.at),
  ],
);

/**
 * A refund of an order's captured payment. Recorded `pending` (with the provider's idempotency key `refund_{id}`)
 * before the provider is called, under the order's lock, and only while the succeeded and pending refunds plus this
 * one stay within what was captured; the provider's answer moves it once. `lines` says what it was for (by line or a
 * return), `amount` is what the shopper gets back, `tax_amount` the part of it that is the lines' share of the order's
 * tax (core tax-share.ts; 0 for a refund by amount), which the next refund by lines reads to price what is left.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRef: text('provider_ref'),
    message: text('message'),
    lines: jsonb('lines').$type<OrderLineQuantity[]>().notNull().default([]),
    taxAmount: integer('tax_amount').notNull().default(0),
    reason: text('reason').notNull(),
    note: text('note'),
    returnId: text('return_id'),
    staffId: text('staff_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_idempotency_key_idx').on(t.idempotencyKey),
    index('refunds_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    // The dashboard's refunds by the day they succeeded (a succeeded refund's updated_at), from the index alone.
    index('refunds_dashboard_succeeded_idx')
      .on(t.updatedAt, t.brand, t.currency, t.amount)
      .where(sql`${t.status} = 'succeeded'`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_tax_amount_within', sql`${t.taxAmount} >= 0 and ${t.taxAmount} <= ${t.amount}`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** A parcel staff sent: some lines (or part of a line) of an order, with the carrier and tracking number. */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    lines: jsonb('lines').$type<OrderLineQuantity[]>().notNull(),
    staffId: text('staff_id').references(() => staffUsers.id),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/**
 * A trial return of one line of an order (`quantity` of it), from the shopper's request to its refund. `trialEndsAt`
 * is fixed when it is asked for: the end of the UTC day the line shipped plus the product's trial nights (the store
 * records no delivery, so the shipment is the first dated fact; core's return-eligibility.ts).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemIdentifier: text('item_identifier').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    refusedReason: text('refused_reason'),
    pickupDate: text('pickup_date'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundId: text('refund_id'),
    /** Who opened it: the shopper, or the staff account that opened it for them. */
    openedBy: text('opened_by').notNull().default('shopper'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_status_idx').on(t.brand, t.status, t.createdAt),
    check('order_returns_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_returns_status_check',
      sql`${t.status} in ('requested', 'approved', 'refused', 'pickup_scheduled', 'received', 'refunded')`,
    ),
  ],
);
