import { and, eq, isNull } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { randomBase62 } from '../../ids';
import { messagingConsents } from '../schema';
import type { Db } from './carts';

export type MessagingConsentRow = typeof messagingConsents.$inferSelect;

/** Records an SMS consent handed to the messaging service; returns its id. */
export async function insertMessagingConsent(
  db: Db,
  consent: { brand: BrandKey; email: string; phone: string; clientUserId: string | null },
): Promise<string> {
  const id = randomBase62(20);
  await db.insert(messagingConsents).values({ id, ...consent });
  return id;
}

/** A consent by id within its brand. */
export async function findMessagingConsent(db: Db, brand: BrandKey, id: string): Promise<MessagingConsentRow | null> {
  const [row] = await db
    .select()
    .from(messagingConsents)
    .where(and(eq(messagingConsents.brand, brand), eq(messagingConsents.id, id)));
  return row ?? null;
}

/** Marks a consent delivered to the provider (once). */
export async function markMessagingConsentDelivered(db: Db, brand: BrandKey, id: string, at: Date): Promise<void> {
  await db
    .update(messagingConsents)
    .set({ deliveredAt: at })
    .where(and(eq(messagingConsents.brand, brand), eq(messagingConsents.id, id), isNull(messagingConsents.deliveredAt)));
}
