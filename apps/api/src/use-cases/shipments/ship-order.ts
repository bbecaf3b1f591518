import { and, eq } from 'drizzle-orm';
import { err, ok, ORDER_NOT_FOUND, type Result } from '@store/core';
import { carrierName, carrierTrackingNumber, trackingUrl, type CarrierKey } from '@store/core/back-office/carriers';
import { FULFILLMENT_TRANSITIONS } from '@store/core/back-office/order-states';
import { checkShipment, mayShip, orderGoodsLines, type LineQuantity } from '@store/core/back-office/shipment-lines';
import type { ShipmentCreated } from '@store/core/back-office/shipment-wire';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Deps } from '../../context';
import { enqueueJob } from '../../db/repositories/jobs';
import { lockOrder } from '../../db/repositories/payments';
import { insertShipment, listOrderShipments } from '../../db/repositories/shipments';
import { movableTo, StatusMoveRefused } from '../../db/repositories/status-moves';
import { orders } from '../../db/schema';
import { randomBase62 } from '../../ids';
import { ORDER_SHIPPED_EMAIL_JOB } from '../../jobs/handlers/send-order-shipped';
import { recordAudit, type AuditActor } from '../../staff/audit';

/** Who ships: the audit's actor and the brands they work on. */
export interface ShippingStaff {
  actor: AuditActor;
  brands: StaffBrands;
}

export interface ShipOrderInput {
  orderId: string;
  carrier: CarrierKey;
  trackingNumber: string;
  lines: LineQuantity[];
}

const SHIPMENT_ID_LENGTH = 24;

/**
 * POST /admin/orders/{id}/shipments: records a parcel of a paid order. Under the order's lock (the same cart-then-order
 * lock as payments, refunds and cancellation, so a cancel and a ship never both pass), the lines are checked against
 * what earlier shipments left (core checkShipment), then the shipment row, the fulfillment status (compare-and-set
 * against FULFILLMENT_TRANSITIONS), the audit row and the shopper's shipping email job commit together. Another brand's
 * order is not found, as a missing one.
 */
export async function shipOrder(
  staff: ShippingStaff,
  input: ShipOrderInput,
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<ShipmentCreated>> {
  const number = carrierTrackingNumber(input.carrier, input.trackingNumber);
  if (!number.ok) return number;
  const [found] = await deps.db.select({ brand: orders.brand }).from(orders).where(eq(orders.id, input.orderId));
  if (!found || !staffSeesBrand(staff.brands, found.brand)) return err('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  return deps.db.transaction(async (tx): Promise<Result<ShipmentCreated>> => {
    const order = await lockOrder(tx, found.brand, input.orderId);
    if (!order) return err('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    const allowed = mayShip(order);
    if (!allowed.ok) return allowed;
    const earlier = await listOrderShipments(tx, order.brand, order.id);
    const checked = checkShipment(orderGoodsLines(order.cart.items), earlier, input.lines);
    if (!checked.ok) return checked;
    const now = deps.now();
    const shipment = await insertShipment(tx, {
      id: randomBase62(SHIPMENT_ID_LENGTH),
      brand: order.brand,
      orderId: order.id,
      carrier: input.carrier,
      trackingNumber: number.value,
      trackingUrl: trackingUrl(input.carrier, number.value),
      lines: checked.value.lines,
      staffId: staff.actor.staffId,
      shippedAt: now,
    });
    const to = checked.value.fulfillmentStatus;
    const [moved] = await tx
      .update(orders)
      .set({ fulfillmentStatus: to, updatedAt: now })
      .where(and(eq(orders.id, order.id), movableTo(orders.fulfillmentStatus, FULFILLMENT_TRANSITIONS, to)))
      .returning();
    if (!moved) throw new StatusMoveRefused(`order ${order.id}`, to);
    await recordAudit(tx, staff.actor, {
      action: 'order.ship',
      brand: order.brand,
      targetType: 'order',
      targetId: order.id,
      before: { fulfillmentStatus: order.fulfillmentStatus },
      after: {
        fulfillmentStatus: to,
        shipmentId: shipment.id,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        lines: shipment.lines,
      },
    });
    await enqueueJob(tx, {
      type: ORDER_SHIPPED_EMAIL_JOB,
      key: `email:order-shipped:${shipment.id}`,
      payload: { orderId: order.id, shipmentId: shipment.id, brand: order.brand },
    });
    return ok({
      shipment: {
        id: shipment.id,
        carrier: shipment.carrier,
        carrierName: carrierName(shipment.carrier),
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl,
        lines: shipment.lines,
        shippedAt: shipment.shippedAt.toISOString(),
      },
      order: {
        id: moved.id,
        shortId: moved.shortId,
        brand: moved.brand,
        status: moved.status,
        paymentStatus: moved.paymentStatus,
        fulfillmentStatus: moved.fulfillmentStatus,
      },
    });
  });
}
