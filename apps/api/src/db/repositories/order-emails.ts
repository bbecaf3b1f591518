import { and, eq } from 'drizzle-orm';
import type { BrandKey } from '@store/core';
import { orders } from '../schema';
import type { Db } from './carts';

/** What an order email shows, read from the order as placed (its frozen, server-priced cart), within its brand. */
export async function findOrderForEmail(db: Db, brand: BrandKey, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      brand: orders.brand,
      shortId: orders.shortId,
      email: orders.email,
      status: orders.status,
      cart: orders.cart,
      totalAmount: orders.totalAmount,
      currency: orders.currency,
      shippingDetails: orders.shippingDetails,
      paymentDetails: orders.paymentDetails,
      backorderDays: orders.backorderDays,
    })
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.id, orderId)));
  return row ?? null;
}
