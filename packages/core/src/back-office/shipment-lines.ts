import { err, ok, type Result } from '../result';
import type { FulfillmentStatus, OrderPaymentStatus, OrderStatus } from './order-states';

/** A line of an order by its frozen cart line (`itemIdentifier`) and how many of it. */
export interface LineQuantity {
  itemIdentifier: string;
  quantity: number;
}

/** A line of the order's frozen cart as shipping reads it (the cart line's id, product title and group, quantity). */
export interface OrderGoodsLine {
  itemIdentifier: string;
  title: string;
  group: string;
  quantity: number;
}

/** What one line of the order may still ship: ordered, already shipped, and the rest. */
export interface LineToShip {
  itemIdentifier: string;
  title: string;
  ordered: number;
  shipped: number;
  unshipped: number;
}

/** A coverage plan or a service rides along with the order: there is nothing to put in a parcel. */
const NOTHING_TO_SHIP: ReadonlySet<string> = new Set(['warranty', 'service']);

/** Whether a line of the order is goods that ship (not a coverage plan nor a service). */
export function shipsAsGoods(line: Pick<OrderGoodsLine, 'group'>): boolean {
  return !NOTHING_TO_SHIP.has(line.group);
}

/** How many of each line the shipments took, summed over every shipment. */
export function shippedQuantities(shipments: ReadonlyArray<{ lines: readonly LineQuantity[] }>): Map<string, number> {
  const shipped = new Map<string, number>();
  for (const shipment of shipments)
    for (const line of shipment.lines) shipped.set(line.itemIdentifier, (shipped.get(line.itemIdentifier) ?? 0) + line.quantity);
  return shipped;
}

/** Each goods line of the order with what is still to ship: ordered less shipped, never below nothing. */
export function linesToShip(
  lines: readonly OrderGoodsLine[],
  shipments: ReadonlyArray<{ lines: readonly LineQuantity[] }>,
): LineToShip[] {
  const shipped = shippedQuantities(shipments);
  return lines.filter(shipsAsGoods).map((line) => {
    const done = shipped.get(line.itemIdentifier) ?? 0;
    return {
      itemIdentifier: line.itemIdentifier,
      title: line.title,
      ordered: line.quantity,
      shipped: done,
      unshipped: Math.max(0, line.quantity - done),
    };
  });
}

/** The goods' status from the shipments: nothing shipped, some of it, or every unit of every goods line. */
export function fulfillmentStatusOf(
  lines: readonly OrderGoodsLine[],
  shipments: ReadonlyArray<{ lines: readonly LineQuantity[] }>,
): FulfillmentStatus {
  const toShip = linesToShip(lines, shipments);
  if (toShip.every((line) => line.shipped === 0)) return 'unfulfilled';
  return toShip.every((line) => line.unshipped === 0) ? 'shipped' : 'partially_shipped';
}

/**
 * Goods ship only for an order that is paid and not given up: a pending order waits for its payment, a cancelled one
 * and one refunded in full have nothing left to send.
 */
export function mayShip(order: { status: OrderStatus; paymentStatus: OrderPaymentStatus }): Result<true> {
  if (order.status === 'cancelled') return err('CONFLICT', 'This order is cancelled: nothing may ship');
  if (order.status !== 'paid' || order.paymentStatus === 'unpaid')
    return err('CONFLICT', 'This order is not paid yet: it ships once paid');
  if (order.paymentStatus === 'refunded') return err('CONFLICT', 'This order was refunded in full: nothing more may ship');
  return ok(true);
}

/**
 * A new shipment's lines against the order and its earlier shipments: at least one line, each a goods line of the order
 * named once, each quantity a whole number from 1 to what is still to ship. Answers the lines and the status the
 * order moves to (shipped once every unit of every goods line has gone, else partially shipped).
 */
export function checkShipment(
  lines: readonly OrderGoodsLine[],
  shipments: ReadonlyArray<{ lines: readonly LineQuantity[] }>,
  requested: readonly LineQuantity[],
): Result<{ lines: LineQuantity[]; fulfillmentStatus: 'partially_shipped' | 'shipped' }> {
  if (requested.length === 0) return err('BAD_REQUEST', 'Choose at least one line to ship');
  const ids = requested.map((line) => line.itemIdentifier);
  if (new Set(ids).size !== ids.length) return err('BAD_REQUEST', 'Each line may be listed once in a shipment');
  const byId = new Map(lines.map((line) => [line.itemIdentifier, line]));
  const left = new Map(linesToShip(lines, shipments).map((line) => [line.itemIdentifier, line.unshipped]));
  for (const { itemIdentifier, quantity } of requested) {
    const line = byId.get(itemIdentifier);
    if (!line) return err('BAD_REQUEST', `This order has no line ${itemIdentifier}`);
    if (!shipsAsGoods(line)) return err('BAD_REQUEST', `${line.title} is not shipped: it is a service or a protection plan`);
    if (!Number.isInteger(quantity) || quantity < 1)
      return err('BAD_REQUEST', `The quantity of ${line.title} must be a whole number of at least 1`);
    const unshipped = left.get(itemIdentifier) ?? 0;
    if (unshipped === 0) return err('CONFLICT', `${line.title} has already shipped in full`);
    if (quantity > unshipped) return err('CONFLICT', `Only ${unshipped} of ${line.title} left to ship, not ${quantity}`);
  }
  const after = [...shipments, { lines: requested }];
  const status = fulfillmentStatusOf(lines, after);
  return ok({
    lines: requested.map(({ itemIdentifier, quantity }) => ({ itemIdentifier, quantity })),
    fulfillmentStatus: status === 'shipped' ? 'shipped' : 'partially_shipped',
  });
}

/** The frozen cart's lines as shipping reads them. */
export function orderGoodsLines(
  items: ReadonlyArray<{ itemIdentifier: string; quantity: number; product: { title: string; group: string } }>,
): OrderGoodsLine[] {
  return items.map((item) => ({
    itemIdentifier: item.itemIdentifier,
    title: item.product.title,
    group: item.product.group,
    quantity: item.quantity,
  }));
}
