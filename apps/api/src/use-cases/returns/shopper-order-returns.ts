import type { LineReturnWire, ShopperReturnWire } from '@store/core/back-office/return-wire';
import type { Db } from '../../db/repositories/carts';
import type { OrderRow } from '../../db/repositories/orders';
import { orderReturnFacts } from './return-facts';
import { toLineReturns, toShopperReturn } from './return-json';

/** What GET /orders/{id} adds about returns: the order's returns, and per line with a trial what it allows now. */
export async function shopperOrderReturns(
  db: Db,
  order: OrderRow,
  now: Date,
): Promise<{ returns: ShopperReturnWire[]; lineReturns: LineReturnWire[] }> {
  const facts = await orderReturnFacts(db, order, now);
  return {
    returns: facts.returns.map((found) => toShopperReturn(found, order.cart.items)),
    lineReturns: toLineReturns(facts),
  };
}
