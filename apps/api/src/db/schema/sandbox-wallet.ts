import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WalletSheetDecision } from '@store/core';

/**
 * The sandbox payment sheet's single-use wallet tokens, kept like the card tokens: CSPRNG values stored as
 * SHA-256 hashes, bound to the brand, the session and the wallet that made them, spent once, expiring. A wallet token
 * is never a card token: the card provider cannot spend one, nor one wallet another's.
 */
export const sandboxWalletTokens = pgTable(
  'sandbox_wallet_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    brand: text('brand').notNull(),
    sessionHash: text('session_hash').notNull(),
    provider: text('provider').notNull(),
    /** What the shopper pressed on the sheet: Pay, or Decline (the charge is declined). */
    decision: text('decision').$type<WalletSheetDecision>().notNull(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_wallet_tokens_expires_idx').on(t.expiresAt)],
);
