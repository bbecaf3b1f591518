import { and, asc, eq } from 'drizzle-orm';
import { shipments } from '../schema';
import type { Db } from './carts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipmentRow = typeof shipments.$inferInsert;

/** The order's shipments within its brand, oldest first (the order they left in). */
export async function listOrderShipments(db: Db, brand: string, orderId: string): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(and(eq(shipments.brand, brand), eq(shipments.orderId, orderId)))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
}

/** Records a shipment (the caller holds the order's lock and checked its lines). */
export async function insertShipment(db: Db, row: NewShipmentRow): Promise<ShipmentRow> {
  const [inserted] = await db.insert(shipments).values(row).returning();
  if (!inserted) throw new Error(`shipment ${row.id} was not recorded`);
  return inserted;
}
