import { carrierName } from './carriers';
import type { LineShipping, LineShippingStatus } from './line-shipping-wire';
import { linesToShip, shipsAsGoods, type LineQuantity, type OrderGoodsLine } from './shipment-lines';

/** A parcel as the line rule reads it: the carrier's key, when it left (ISO), and what it held. */
export interface ParcelOfLines {
  carrier: string;
  shippedAt: string;
  lines: readonly LineQuantity[];
}

/** The latest parcel (by its time, the later of two at one instant) that held some of the line. */
function latestParcelOf(itemIdentifier: string, parcels: readonly ParcelOfLines[]): ParcelOfLines | null {
  let latest: ParcelOfLines | null = null;
  for (const parcel of parcels) {
    if (!parcel.lines.some((line) => line.itemIdentifier === itemIdentifier && line.quantity > 0)) continue;
    if (latest === null || Date.parse(parcel.shippedAt) >= Date.parse(latest.shippedAt)) latest = parcel;
  }
  return latest;
}

/**
 * Each line of the order with where it is, from what the shipments took (core's `linesToShip`, the rule staff ship
 * by): shipped once every ordered unit went, partially shipped while some are left, not shipped before any; a
 * coverage plan or a service has nothing to ship.
 */
export function lineShipping(lines: readonly OrderGoodsLine[], parcels: readonly ParcelOfLines[]): Map<string, LineShipping> {
  const toShip = new Map(linesToShip(lines, parcels).map((line) => [line.itemIdentifier, line]));
  return new Map(
    lines.map((line): [string, LineShipping] => {
      const goods = toShip.get(line.itemIdentifier);
      if (!shipsAsGoods(line) || goods === undefined)
        return [line.itemIdentifier, { status: 'nothing_to_ship', quantity: 0, lastShippedAt: null, carrierName: null }];
      const status: LineShippingStatus =
        goods.shipped === 0 ? 'not_shipped' : goods.unshipped === 0 ? 'shipped' : 'partially_shipped';
      const latest = latestParcelOf(line.itemIdentifier, parcels);
      return [
        line.itemIdentifier,
        {
          status,
          quantity: Math.min(goods.shipped, goods.ordered),
          lastShippedAt: latest?.shippedAt ?? null,
          carrierName: latest ? carrierName(latest.carrier) : null,
        },
      ];
    }),
  );
}
