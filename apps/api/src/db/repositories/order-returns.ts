import { and, asc, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { RETURN_TRANSITIONS, type ReturnStatus } from '@store/core/back-office/order-states';
import { orderReturns, orders, refunds, shipments } from '../schema';
import type { Db } from './carts';
import type { OrderRow } from './orders';
import { movableTo } from './status-moves';

export type OrderReturnRow = typeof orderReturns.$inferSelect;
export type NewOrderReturnRow = typeof orderReturns.$inferInsert;

/** A return with what its readers show beside it: the refund's amount once it succeeded. */
export interface ReturnWithRefund {
  row: OrderReturnRow;
  refundedAmount: number | null;
}

/** The order of the brand, locked for the rest of the transaction: opening returns of one order happens one at a time. */
export async function lockOrderForReturn(db: Db, brand: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.id, orderId)))
    .for('update');
  return row ?? null;
}

/** When each of the order's parcels left and how many of each line it held, per line, oldest first. */
export async function lineShipmentsOf(
  db: Db,
  brand: string,
  orderId: string,
): Promise<Map<string, Array<{ shippedAt: Date; quantity: number }>>> {
  const rows = await db
    .select({ shippedAt: shipments.shippedAt, lines: shipments.lines })
    .from(shipments)
    .where(and(eq(shipments.brand, brand), eq(shipments.orderId, orderId)))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
  const byLine = new Map<string, Array<{ shippedAt: Date; quantity: number }>>();
  for (const row of rows)
    for (const line of row.lines) {
      const list = byLine.get(line.itemIdentifier) ?? [];
      list.push({ shippedAt: row.shippedAt, quantity: line.quantity });
      byLine.set(line.itemIdentifier, list);
    }
  return byLine;
}

/** The order's returns, oldest first, each with its succeeded refund's amount. */
export async function orderReturnsOf(db: Db, brand: string, orderId: string): Promise<ReturnWithRefund[]> {
  const rows = await db
    .select({ row: orderReturns, refundedAmount: refunds.amount })
    .from(orderReturns)
    .leftJoin(refunds, and(eq(refunds.id, orderReturns.refundId), eq(refunds.status, 'succeeded')))
    .where(and(eq(orderReturns.brand, brand), eq(orderReturns.orderId, orderId)))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
  return rows;
}

export async function insertOrderReturn(db: Db, row: NewOrderReturnRow): Promise<OrderReturnRow> {
  const [inserted] = await db.insert(orderReturns).values(row).returning();
  if (!inserted) throw new Error(`return ${row.id} was not recorded`);
  return inserted;
}

/** A return by id, whatever its brand (the caller checks the staff member's brands and answers 404 alike). */
export async function findOrderReturn(db: Db, id: string): Promise<ReturnWithRefund | null> {
  const [row] = await db
    .select({ row: orderReturns, refundedAmount: refunds.amount })
    .from(orderReturns)
    .leftJoin(refunds, and(eq(refunds.id, orderReturns.refundId), eq(refunds.status, 'succeeded')))
    .where(eq(orderReturns.id, id));
  return row ?? null;
}

/** A return by id, locked for the rest of the transaction (staff moves are decided one at a time). */
export async function lockOrderReturn(db: Db, id: string): Promise<OrderReturnRow | null> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
  return row ?? null;
}

/** The order a return belongs to, within the return's brand. */
export async function findReturnOrder(db: Db, brand: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.brand, brand), eq(orders.id, orderId)));
  return row ?? null;
}

/**
 * Moves a return to `to` with `set`, as a compare-and-set against RETURN_TRANSITIONS: only from a status the table
 * allows (and, when given, only from `from`, the status the caller read). Null: it was in no such status, nothing moved.
 */
export async function moveOrderReturn(
  db: Db,
  id: string,
  to: ReturnStatus,
  set: Partial<Pick<NewOrderReturnRow, 'refusedReason' | 'pickupDate' | 'receivedAt' | 'refundId'>>,
  now: Date,
  from?: ReturnStatus,
): Promise<OrderReturnRow | null> {
  const [row] = await db
    .update(orderReturns)
    .set({ ...set, status: to, updatedAt: now })
    .where(
      and(
        eq(orderReturns.id, id),
        movableTo(orderReturns.status, RETURN_TRANSITIONS, to),
        from === undefined ? undefined : eq(orderReturns.status, from),
      ),
    )
    .returning();
  return row ?? null;
}

/** Links a refund to a return still `received` (its refund is being made); the status does not move. */
export async function linkReturnRefund(db: Db, id: string, refundId: string, now: Date): Promise<void> {
  await db
    .update(orderReturns)
    .set({ refundId, updatedAt: now })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'received')));
}

export interface ReturnListQuery {
  /** The member's brands ('all', or a list: an empty list sees nothing). */
  brands: readonly string[] | 'all';
  brand?: string;
  status?: ReturnStatus;
  /** The last return of the previous page: (created time, id). */
  before: { createdAt: Date; id: string } | null;
  limit: number;
}

/** One page of returns, newest first (keyset on created time and id), with their orders and refunded amounts. */
export async function listOrderReturns(db: Db, query: ReturnListQuery) {
  const where: Array<SQL | undefined> = [
    query.brands === 'all' ? undefined : inArray(orderReturns.brand, query.brands.length > 0 ? [...query.brands] : ['']),
    query.brand === undefined ? undefined : eq(orderReturns.brand, query.brand),
    query.status === undefined ? undefined : eq(orderReturns.status, query.status),
    query.before === null
      ? undefined
      : or(
          lt(orderReturns.createdAt, query.before.createdAt),
          and(eq(orderReturns.createdAt, query.before.createdAt), lt(orderReturns.id, query.before.id)),
        ),
  ];
  return db
    .select({ row: orderReturns, refundedAmount: refunds.amount, order: orders })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .leftJoin(refunds, and(eq(refunds.id, orderReturns.refundId), eq(refunds.status, 'succeeded')))
    .where(and(...where))
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(query.limit);
}
