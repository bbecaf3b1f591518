import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { WalletSheetDecision } from '@store/core';
import type { Db } from '../../db/repositories/carts';
import { sandboxWalletTokens } from '../../db/schema';
import { randomBase62, sha256 } from '../../ids';

/** What every sandbox sheet token starts with (Link tells a one-click payment from a redirect start by it). */
export const WALLET_TOKEN_PREFIX = 'wtok_';

/** How long a wallet token can be charged after the sheet made it (a real sheet's token lives minutes). */
export const WALLET_TOKEN_TTL_MS = 10 * 60 * 1000;

export interface WalletTokenOwner {
  brand: string;
  sessionHash: string;
  provider: string;
}

/** Stores a new single-use wallet token (CSPRNG, kept as its hash) for the sheet's decision and returns it. */
export async function createWalletToken(
  db: Db,
  owner: WalletTokenOwner & { decision: WalletSheetDecision; last4: string },
  now: Date,
): Promise<string> {
  const token = `${WALLET_TOKEN_PREFIX}${randomBase62(32)}`;
  await db.insert(sandboxWalletTokens).values({
    ...owner,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + WALLET_TOKEN_TTL_MS),
  });
  return token;
}

/** Spends a wallet token: once, before it expires, only for the brand, session and wallet that made it. */
export async function spendWalletToken(db: Db, token: string, owner: WalletTokenOwner, now: Date) {
  const [row] = await db
    .update(sandboxWalletTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(sandboxWalletTokens.tokenHash, sha256(token)),
        eq(sandboxWalletTokens.brand, owner.brand),
        eq(sandboxWalletTokens.sessionHash, owner.sessionHash),
        eq(sandboxWalletTokens.provider, owner.provider),
        isNull(sandboxWalletTokens.usedAt),
        gt(sandboxWalletTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Clean-up: wallet tokens past their expiry (used or not) are removed. */
export async function deleteExpiredWalletTokens(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(sandboxWalletTokens)
    .where(lte(sandboxWalletTokens.expiresAt, now))
    .returning({ tokenHash: sandboxWalletTokens.tokenHash });
  return removed.length;
}
