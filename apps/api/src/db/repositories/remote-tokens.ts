import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { sha256 } from '../../ids';
import { remoteTokens } from '../schema';
import type { Db } from './carts';

/**
 * How many live tokens one cart keeps. The storefront asks for a token after every change, and only hashes
 * are stored, so an earlier token cannot be handed out again: instead each new one retires the cart's expired tokens
 * and all but its newest few, so a cart never holds more than this many rows however often it is read.
 */
export const LIVE_TOKENS_PER_CART = 5;

/** Stores a remote token's hash for a cart for ttlSeconds, keeping the cart's token rows bounded. */
export async function saveRemoteToken(
  db: Db,
  brand: BrandKey,
  cartId: string,
  token: string,
  now: Date,
  ttlSeconds: number,
): Promise<void> {
  const newest = db
    .select({ tokenHash: remoteTokens.tokenHash })
    .from(remoteTokens)
    .where(and(eq(remoteTokens.cartId, cartId), gt(remoteTokens.expiresAt, now)))
    .orderBy(desc(remoteTokens.expiresAt))
    .limit(LIVE_TOKENS_PER_CART - 1);
  await db
    .delete(remoteTokens)
    .where(and(eq(remoteTokens.cartId, cartId), eq(remoteTokens.brand, brand), notInArray(remoteTokens.tokenHash, newest)));
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
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
