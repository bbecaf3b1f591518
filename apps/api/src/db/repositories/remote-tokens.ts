import { and, eq, gt } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { sha256 } from '../../ids';
import { remoteTokens } from '../schema';
import type { Db } from './carts';

/** Stores a remote token's hash for a cart until it expires. */
export async function saveRemoteToken(db: Db, brand: BrandKey, cartId: string, token: string, expiresAt: Date): Promise<void> {
  await db.insert(remoteTokens).values({ tokenHash: sha256(token), brand, cartId, expiresAt });
}

/** A live remote token of the brand, or null when unknown or expired. */
export async function findRemoteToken(db: Db, brand: BrandKey, token: string, now: Date): Promise<{ cartId: string } | null> {
  const [row] = await db
    .select({ cartId: remoteTokens.cartId })
    .from(remoteTokens)
    .where(and(eq(remoteTokens.tokenHash, sha256(token)), eq(remoteTokens.brand, brand), gt(remoteTokens.expiresAt, now)));
  return row ?? null;
}
