import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * The durable job queue (docs/architecture.md "Jobs, outbox and email"). A job is inserted by the same transaction as
 * the business change that asks for it; a worker claims it with `FOR UPDATE SKIP LOCKED` and a lease
 * (`locked_until`): a worker that dies leaves the lease to expire and another worker runs the job again. `key` makes
 * an enqueue idempotent (one job per outbox event, per order confirmation). After `max_attempts` failures the row
 * stays `failed` for operators.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Deduplicates enqueues: a second job with the same key is not inserted. */
    key: text('key'),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    // An order's jobs for its staff timeline (GET /admin/orders/{id}).
    index('jobs_order_idx').on(sql`(${t.payload}->>'orderId')`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Emails kept by the sandbox transport (no SMTP_URL): what the shopper would have received, readable at
 * GET /sandbox/mailbox.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The session that asked for an account email to a reserved example address (accounts/account-emails.ts). */
    requesterHash: text('requester_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt), index('mail_messages_requester_idx').on(t.brand, t.requesterHash)],
);

/** One row per (order, template) once its email was handed to the transport: a retried job does not send twice. */
export const emailSends = pgTable(
  'email_sends',
  {
    orderId: text('order_id').notNull(),
    template: text('template').notNull(),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.template] })],
);

/**
 * SMS consent handed to the messaging service: recorded in the same transaction as the delivery job.
 * `delivered_at` is set once the provider (or the sandbox recorder) took it.
 */
export const messagingConsents = pgTable(
  'messaging_consents',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    clientUserId: text('client_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('messaging_consents_brand_idx').on(t.brand, t.createdAt),
    // The consents of an order's email, for its staff view (GET /admin/orders/{id}).
    index('messaging_consents_email_idx').on(t.brand, sql`lower(${t.email})`),
  ],
);
