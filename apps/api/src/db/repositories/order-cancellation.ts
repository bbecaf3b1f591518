import { and, eq } from 'drizzle-orm';
import { ORDER_TRANSITIONS } from '@store/core/back-office/order-states';
import { orders } from '../schema';
import type { Db } from './carts';
import type { OrderRow } from './payments';
import { movableTo, StatusMoveRefused } from './status-moves';

/**
 * Cancels an order as ORDER_TRANSITIONS allow (compare-and-set on its status; the caller holds the order's lock and
 * checked what the cancellation needs), stamping cancelled_at. Returns the order as it is now.
 */
export async function cancelOrderRow(db: Db, order: Pick<OrderRow, 'brand' | 'id'>, now: Date): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.brand, order.brand), eq(orders.id, order.id), movableTo(orders.status, ORDER_TRANSITIONS, 'cancelled')))
    .returning();
  if (!row) throw new StatusMoveRefused(`order ${order.id}`, 'cancelled');
  return row;
}
