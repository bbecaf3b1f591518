import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Db } from '../../db/repositories/carts';
import { sandboxPaymentIntents } from '../../db/schema';
import { randomBase62 } from '../../ids';
import { recordLedgerEvent } from './ledger-events';

export type LedgerRow = typeof sandboxPaymentIntents.$inferSelect;

/**
 * What writes the ledger: a database that can open a transaction, since a row and the webhook job announcing it are
 * written in one (a crash between the two can lose neither alone).
 */
export type LedgerDb = Db & Pick<Database, 'transaction'>;

export type NewLedgerRow = Pick<
  LedgerRow,
  'brand' | 'provider' | 'orderId' | 'idempotencyKey' | 'amount' | 'currency' | 'status'
> &
  Partial<Pick<LedgerRow, 'last4' | 'details'>>;

/**
 * Opens a payment in the sandbox ledger, or answers the one already opened under the same idempotency key (a retry,
 * a reconciliation): `created` tells which. The ledger is the sandbox provider's own store, written in its own
 * transaction (the row and its webhook job together), never inside the store's transaction, as a remote provider's
 * would be.
 */
export async function openLedgerRow(db: LedgerDb, row: NewLedgerRow, now: Date): Promise<{ row: LedgerRow; created: boolean }> {
  const id = `pi_${randomBase62(24)}`;
  const inserted = await db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(sandboxPaymentIntents)
      .values({ ...row, id, clientSecret: `${id}_secret_${randomBase62(24)}`, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey })
      .returning();
    if (opened) await recordLedgerEvent(tx, opened);
    return opened;
  });
  if (inserted) return { row: inserted, created: true };
  const existing = await findLedgerRowByKey(db, row.brand, row.idempotencyKey);
  if (!existing) throw new Error('sandbox ledger: a conflicting idempotency key belongs to another brand');
  return { row: existing, created: false };
}

/** The ledger row opened under an attempt's idempotency key, or null when the provider never saw the attempt. */
export async function findLedgerRowByKey(db: Db, brand: string, idempotencyKey: string): Promise<LedgerRow | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(and(eq(sandboxPaymentIntents.brand, brand), eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** A ledger row by the provider's reference (its id), within the brand and, when given, the provider. */
export async function findLedgerRow(db: Db, brand: string, id: string, provider?: string): Promise<LedgerRow | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.brand, brand),
        eq(sandboxPaymentIntents.id, id),
        provider === undefined ? undefined : eq(sandboxPaymentIntents.provider, provider),
      ),
    );
  return row ?? null;
}

/**
 * Moves a ledger row from one provider status to another, atomically: null when it was not in `from` (another
 * request moved it first), so an approval, a capture or a void happens once however many requests race. A move sends
 * the provider's webhook (ledger-events.ts), queued in the same transaction: providers need no code of their own for it.
 */
export async function moveLedgerRow(
  db: LedgerDb,
  id: string,
  from: string,
  to: string,
  now: Date,
  details?: Record<string, unknown>,
): Promise<LedgerRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxPaymentIntents)
      .set({ status: to, updatedAt: now, ...(details === undefined ? {} : { details }) })
      .where(and(eq(sandboxPaymentIntents.id, id), eq(sandboxPaymentIntents.status, from)))
      .returning();
    if (row) await recordLedgerEvent(tx, row);
    return row ?? null;
  });
}

/**
 * A sandbox provider's confirm: the order's own ledger row (of the provider, when given), captured from its approved
 * status to its captured one once (compare-and-set: racing returns capture once), or as it is when not approved.
 * Null for an unknown reference or another order's.
 */
export async function captureLedgerRow(
  db: LedgerDb,
  ref: { brand: string; orderId: string; providerRef: string },
  provider: string | undefined,
  statuses: { approved: string; captured: string },
  now: Date,
): Promise<LedgerRow | null> {
  const row = await findLedgerRow(db, ref.brand, ref.providerRef, provider);
  if (!row || row.orderId !== ref.orderId) return null;
  if (row.status !== statuses.approved) return row;
  const moved = await moveLedgerRow(db, row.id, statuses.approved, statuses.captured, now);
  return moved ?? (await findLedgerRow(db, ref.brand, ref.providerRef, provider)) ?? row;
}
