import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { authUsers, orders } from '../schema';
import type { Db } from './carts';

/**
 * "guest orders attach": the brand's guest orders (account_id null) placed with the account's email get the
 * account, in one UPDATE that reads the email and its verified flag from auth_users itself, so an unverified account,
 * another brand's account or an order of another brand never attaches. Returns how many orders attached.
 */
export async function attachGuestOrders(db: Db, brand: BrandKey, userId: string): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ accountId: userId })
    .where(
      and(
        eq(orders.brand, brand),
        isNull(orders.accountId),
        sql`${orders.emailKey} = (select lower(trim(${authUsers.email})) from ${authUsers}
          where ${authUsers.id} = ${userId} and ${authUsers.brand} = ${brand} and ${authUsers.emailVerified})`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}
