import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CardBilling, SandboxCardOutcome } from '@store/core';

/**
 * The sandbox card provider's own state, kept apart from the store's tables as a real provider would keep
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
    /** The billing name and address the card was tokenized with (as a provider keeps a card's billing details). */
    billingDetails: jsonb('billing_details').$type<CardBilling>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_card_tokens_expires_idx').on(t.expiresAt)],
);

/** The sandbox card provider's intent statuses (a redirect provider keeps its own vocabulary in the same column). */
export type SandboxIntentStatus = 'requires_action' | 'approved' | 'canceled' | 'succeeded' | 'failed' | 'refunded';

/**
 * The sandbox payment ledger: one row per payment any sandbox provider took or started, as the provider's own servers
 * would hold it. `status` is in the provider's own vocabulary (its adapter maps it in one exhaustive switch); a row
 * whose provider status means "captured" is a charge. `idempotencyKey` is the store's attempt key: a repeated call with
 * it answers the same row, so one attempt is never charged twice. `details` holds what the provider's page needs
 * (Splitit's number of payments, a card's last four digits, the return address).
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    provider: text('provider').notNull().default('stripeDirect'),
    orderId: text('order_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    last4: text('last4'),
    status: text('status').notNull(),
    /** Returned to the storefront on the 3-D Secure return (payment_intent_client_secret). */
    clientSecret: text('client_secret').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_payment_intents_order_idx').on(t.orderId),
    uniqueIndex('sandbox_payment_intents_key_idx').on(t.idempotencyKey),
  ],
);
