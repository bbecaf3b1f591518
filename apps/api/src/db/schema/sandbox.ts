import { index, pgTable, text, timestamp, integer } from 'drizzle-orm/pg-core';
import type { SandboxCardOutcome } from '@store/core';

/**
 * The sandbox card provider's own state (DESIGN §6), kept apart from the store's tables as a real provider would keep
 * it: a card token holds only the last four digits, the test card's outcome and the expiry, never the number or CVC.
 * Tokens come from the CSPRNG and are stored as SHA-256 hashes; they are single use and expire.
 */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    brand: text('brand').notNull(),
    /** The session that typed the card: a token works only for that session's orders. */
    sessionHash: text('session_hash').notNull(),
    last4: text('last4').notNull(),
    outcome: text('outcome').$type<SandboxCardOutcome>().notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_card_tokens_expires_idx').on(t.expiresAt)],
);

export type SandboxIntentStatus = 'requires_action' | 'approved' | 'canceled' | 'succeeded' | 'failed';

/**
 * A sandbox payment intent: one charge attempt of one order. `succeeded` is a charge. A 3-D Secure card leaves it
 * `requires_action` until the approval page approves or cancels it.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    orderId: text('order_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    last4: text('last4').notNull(),
    status: text('status').$type<SandboxIntentStatus>().notNull(),
    /** Returned to the storefront on the 3-D Secure return (SPEC §2 payment_intent_client_secret). */
    clientSecret: text('client_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payment_intents_order_idx').on(t.orderId)],
);
