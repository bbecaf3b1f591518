import { err, ok, orderFulfillmentLines, ORDER_NOT_FOUND, type OrderFulfillment, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionOrder } from '../../db/repositories/orders';
import { productLoader } from '../carts/product-loader';

/**
 * SPEC §7 GET /orders/{id}/fulfillment: each line of the frozen cart with the status it was ordered with and its
 * shipping window from the sku's current availability (core orderFulfillmentLines); the placing session only.
 */
export async function getFulfillment(
  ctx: RequestContext,
  input: { sessionHash: string; id: string },
  deps: Pick<Deps, 'db'>,
): Promise<Result<OrderFulfillment>> {
  const row = await findSessionOrder(deps.db, ctx.brand, input.sessionHash, input.id);
  if (!row) return err('NOT_FOUND', ORDER_NOT_FOUND);
  const products = await productLoader(deps.db, ctx.brand).load(row.cart.items.map((i) => i.product.id));
  const availability = new Map(
    row.cart.items.flatMap((i) => {
      const known = products.get(i.product.id)?.availability[i.sku];
      return known ? [[i.sku, known] as const] : [];
    }),
  );
  const { from, to } = ctx.brandConfig.shipping;
  return ok({
    orderId: row.id,
    shortId: row.shortId,
    status: row.status,
    lines: orderFulfillmentLines({ cart: row.cart, availability, backorderDays: row.backorderDays, fallback: { from, to } }),
  });
}
