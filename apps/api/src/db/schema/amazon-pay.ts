import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AmazonAddress, AmazonPaymentIntent, AmazonSessionState } from '@store/core';

/**
 * The sandbox Amazon Pay service's checkout sessions (Wallet checkout session), kept apart from the store's
 * tables as Amazon's own servers would keep them. A session belongs to one brand and one shopper session; its id comes
 * from the CSPRNG. `idempotencyKey` is the store's payment attempt that set its payment details, so the provider
 * can answer "what happened to this attempt" (reconciliation). `chargeStatus` is the charge a completion made:
 * Captured, or Refunded when the store voided a charge no order keeps. An order is charged once: at most one session
 * per merchant reference is Completed with its charge Captured (a partial unique index, so two completions of two
 * sessions of one order at the same instant cannot both capture; the second fails and its session stays Open).
 */
export const sandboxAmazonSessions = pgTable(
  'sandbox_amazon_sessions',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    sessionHash: text('session_hash').notNull(),
    /** 1 or 2: which API created it (v2 is behind the brand flag amazonPayV2). */
    version: integer('version').notNull(),
    state: text('state').$type<AmazonSessionState>().notNull().default('Open'),
    reasonCode: text('reason_code'),
    reasonDescription: text('reason_description'),
    reviewReturnUrl: text('review_return_url').notNull(),
    resultReturnUrl: text('result_return_url'),
    buyer: jsonb('buyer').$type<{ name: string; email: string }>(),
    shippingAddress: jsonb('shipping_address').$type<AmazonAddress>(),
    /** The buyer pressed Continue on Amazon's sign-in page. */
    signedIn: boolean('signed_in').notNull().default(false),
    paymentIntent: text('payment_intent').$type<AmazonPaymentIntent>(),
    chargeAmount: integer('charge_amount'),
    currency: text('currency'),
    merchantReference: text('merchant_reference'),
    /** The buyer approved the payment on Amazon's payment page (no constraint is left). */
    buyerApproved: boolean('buyer_approved').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    chargeStatus: text('charge_status').$type<'Captured' | 'Refunded'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_amazon_sessions_key_idx').on(t.idempotencyKey),
    index('sandbox_amazon_sessions_created_idx').on(t.createdAt),
    uniqueIndex('sandbox_amazon_sessions_one_capture_idx')
      .on(t.brand, t.merchantReference)
      .where(sql`${t.state} = 'Completed' AND ${t.chargeStatus} = 'Captured'`),
  ],
);
