import { and, eq, isNull, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../schema';
import type { Db } from './carts';

/** Which stored request a key names: the first answer to (brand, session, scope, key) is the only one. */
export interface IdempotencyKeyId {
  brand: string;
  sessionHash: string;
  scope: string;
  key: string;
}
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

const rowOf = (id: IdempotencyKeyId) =>
  and(
    eq(idempotencyKeys.brand, id.brand),
    eq(idempotencyKeys.sessionHash, id.sessionHash),
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.key, id.key),
  );

/** Inserts the in-flight row first (ON CONFLICT DO NOTHING): true for the one request, in any process, that got it. */
export async function insertKeyClaim(db: Db, id: IdempotencyKeyId, requestHash: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...id, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

export async function findKey(db: Db, id: IdempotencyKeyId): Promise<IdempotencyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(rowOf(id));
  return row ?? null;
}

/** Takes over a claim whose request never finished (its process died) once it is older than `staleBefore`. */
export async function takeOverStaleClaim(db: Db, id: IdempotencyKeyId, staleBefore: Date, now: Date): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(and(rowOf(id), isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, staleBefore)))
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}

/** Renews a running request's claim (its lease), so no other process takes it over while its process lives. */
export async function renewKeyClaim(db: Db, id: IdempotencyKeyId, now: Date): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(and(rowOf(id), isNull(idempotencyKeys.statusCode)));
}

/** Stores the first answer, which every later request with the key replays. */
export async function completeKey(db: Db, id: IdempotencyKeyId, statusCode: number, response: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ statusCode, response }).where(rowOf(id));
}

/** Forgets an unfinished claim (the request failed unexpectedly), so the client may try again with the same key. */
export async function releaseKey(db: Db, id: IdempotencyKeyId): Promise<void> {
  await db.delete(idempotencyKeys).where(and(rowOf(id), isNull(idempotencyKeys.statusCode)));
}
