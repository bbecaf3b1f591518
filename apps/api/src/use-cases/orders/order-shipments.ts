import type { OrderShipmentWire } from '@store/core';
import { carrierName, trackingUrl } from '@store/core/back-office/carriers';
import type { Db } from '../../db/repositories/carts';
import type { OrderRow } from '../../db/repositories/orders';
import { listOrderShipments } from '../../db/repositories/shipments';

/**
 * The order's parcels as its shopper reads them: the carrier's name, the tracking page (the stored one, else made
 * from the carrier's template), and each line by its product title as the order froze it. Staff, ids and internal
 * line ids stay out.
 */
export async function shopperShipments(db: Db, order: Pick<OrderRow, 'id' | 'brand' | 'cart'>): Promise<OrderShipmentWire[]> {
  const titles = new Map(order.cart.items.map((item) => [item.itemIdentifier, item.product.title]));
  const rows = await listOrderShipments(db, order.brand, order.id);
  return rows.map((row) => ({
    carrier: row.carrier,
    carrierName: carrierName(row.carrier),
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl ?? trackingUrl(row.carrier, row.trackingNumber),
    shippedAt: row.shippedAt.toISOString(),
    lines: row.lines.map((line) => ({ title: titles.get(line.itemIdentifier) ?? 'An item', quantity: line.quantity })),
  }));
}
