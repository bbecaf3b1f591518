import { ok, orderFulfillmentLines, type OrderFulfillment, type Result } from '@store/core';
import { lineShipping } from '@store/core/back-office/line-shipping';
import { orderGoodsLines } from '@store/core/back-office/shipment-lines';
import type { Deps, RequestContext } from '../../context';
import { listOrderShipments } from '../../db/repositories/shipments';
import { productLoader } from '../carts/product-loader';
import { readableOrder, type OrderReader } from './order-access';

/**
 * GET /orders/{id}/fulfillment: each line of the frozen cart with the status it was ordered with, its shipping
 * window from the sku's current availability (core orderFulfillmentLines), and what the order's shipments took of it
 * (core lineShipping, the rule staff ship by); its owners only.
 */
export async function getFulfillment(
  ctx: RequestContext,
  input: { reader: OrderReader; id: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<OrderFulfillment>> {
  const found = await readableOrder(ctx, input.reader, input.id, deps);
  if (!found.ok) return found;
  const row = found.value;
  const [products, shipments] = await Promise.all([
    productLoader(deps.db, ctx.brand).load(row.cart.items.map((i) => i.product.id)),
    listOrderShipments(deps.db, row.brand, row.id),
  ]);
  const availability = new Map(
    row.cart.items.flatMap((i) => {
      const known = products.get(i.product.id)?.availability[i.sku];
      return known ? [[i.sku, known] as const] : [];
    }),
  );
  const parcels = shipments.map((s) => ({ carrier: s.carrier, shippedAt: s.shippedAt.toISOString(), lines: s.lines }));
  const shipped = lineShipping(orderGoodsLines(row.cart.items), parcels);
  const { from, to } = ctx.brandConfig.shipping;
  const lines = orderFulfillmentLines({ cart: row.cart, availability, backorderDays: row.backorderDays, fallback: { from, to } });
  return ok({
    orderId: row.id,
    shortId: row.shortId,
    status: row.status,
    lines: lines.map((line) => ({ ...line, shipped: shipped.get(line.itemIdentifier) })),
  });
}
