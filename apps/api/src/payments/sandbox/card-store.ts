import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { BrandKey, CardBilling, SandboxCardOutcome } from '@store/core';
import type { Db } from '../../db/repositories/carts';
import { sandboxCardTokens } from '../../db/schema';
import { randomBase62, sha256 } from '../../ids';

/** How long a card token can be used after the field made it. */
export const CARD_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Stores a new single-use token for a tokenized test card (last four digits and outcome only) and returns it. */
export async function createCardToken(
  db: Db,
  card: {
    brand: BrandKey;
    sessionHash: string;
    last4: string;
    outcome: SandboxCardOutcome;
    expMonth: number;
    expYear: number;
    billingDetails: CardBilling | null;
  },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = `tok_${randomBase62(32)}`;
  const expiresAt = new Date(now.getTime() + CARD_TOKEN_TTL_MS);
  await db.insert(sandboxCardTokens).values({ ...card, tokenHash: sha256(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Spends a token: only once, only before it expires, only for the brand and session that made it. */
export async function spendCardToken(db: Db, token: string, owner: { brand: string; sessionHash: string }, now: Date) {
  const [row] = await db
    .update(sandboxCardTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(sandboxCardTokens.tokenHash, sha256(token)),
        eq(sandboxCardTokens.brand, owner.brand),
        eq(sandboxCardTokens.sessionHash, owner.sessionHash),
        isNull(sandboxCardTokens.usedAt),
        gt(sandboxCardTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Clean-up: card tokens past their expiry (used or not) are removed. */
export async function deleteExpiredCardTokens(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(sandboxCardTokens)
    .where(lte(sandboxCardTokens.expiresAt, now))
    .returning({ tokenHash: sandboxCardTokens.tokenHash });
  return removed.length;
}
