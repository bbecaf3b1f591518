import { ok, orderFulfillmentLines, type OrderFulfillment, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { productLoader } from '../carts/product-loader';
import { readableOrder, type OrderReader } from './order-access';

/**
 * GET /orders/{id}/fulfillment: each line of the frozen cart with the status it was ordered with and its
 * shipping window from the sku's current availability (core orderFulfillmentLines); its owners only.
 */
export async function getFulfillment(
  ctx: RequestContext,
  input: { reader: OrderReader; id: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<OrderFulfillment>> {
  const found = await readableOrder(ctx, input.reader, input.id, deps);
  if (!found.ok) return found;
  const row = found.value;
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
