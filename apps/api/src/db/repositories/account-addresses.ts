import { and, asc, eq, ne } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { accountAddresses, authUsers, type OrderAddress } from '../schema';
import type { Db } from './carts';

export type AccountAddressRow = typeof accountAddresses.$inferSelect;

/** An account's saved addresses, oldest first (the order they were saved in). */
export async function listAccountAddresses(db: Db, brand: BrandKey, userId: string): Promise<AccountAddressRow[]> {
  return db
    .select()
    .from(accountAddresses)
    .where(and(eq(accountAddresses.brand, brand), eq(accountAddresses.userId, userId)))
    .orderBy(asc(accountAddresses.createdAt), asc(accountAddresses.id));
}

/**
 * Locks the account's user row: changes to one address book queue up, so the count limit and the one-default rule
 * hold under concurrent requests. False: no such user of the brand (deleted meanwhile).
 */
export async function lockAccount(db: Db, brand: BrandKey, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.brand, brand), eq(authUsers.id, userId)))
    .for('update');
  return row !== undefined;
}

export async function insertAccountAddress(
  db: Db,
  row: { id: string; brand: BrandKey; userId: string; address: OrderAddress; createdAt: Date },
): Promise<void> {
  await db.insert(accountAddresses).values({ ...row, isDefault: false, updatedAt: row.createdAt });
}

export async function updateAccountAddress(
  db: Db,
  brand: BrandKey,
  userId: string,
  id: string,
  address: OrderAddress,
  now: Date,
) {
  await db
    .update(accountAddresses)
    .set({ address, updatedAt: now })
    .where(and(eq(accountAddresses.brand, brand), eq(accountAddresses.userId, userId), eq(accountAddresses.id, id)));
}

export async function deleteAccountAddress(db: Db, brand: BrandKey, userId: string, id: string): Promise<void> {
  await db
    .delete(accountAddresses)
    .where(and(eq(accountAddresses.brand, brand), eq(accountAddresses.userId, userId), eq(accountAddresses.id, id)));
}

/** Makes `defaultId` the account's only default (none when null): the old default is cleared first (unique index). */
export async function setDefaultAddress(db: Db, brand: BrandKey, userId: string, defaultId: string | null): Promise<void> {
  const mine = and(eq(accountAddresses.brand, brand), eq(accountAddresses.userId, userId));
  await db
    .update(accountAddresses)
    .set({ isDefault: false })
    .where(and(mine, eq(accountAddresses.isDefault, true), defaultId === null ? undefined : ne(accountAddresses.id, defaultId)));
  if (defaultId !== null)
    await db
      .update(accountAddresses)
      .set({ isDefault: true })
      .where(and(mine, eq(accountAddresses.id, defaultId)));
}
