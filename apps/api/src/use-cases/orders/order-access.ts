import { err, ok, ORDER_NOT_FOUND, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findReadableOrder, type OrderReader } from '../../db/repositories/order-access';
import type { OrderRow } from '../../db/repositories/orders';

export type { OrderReader } from '../../db/repositories/order-access';

/**
 * The one owner check of every read of an order by id. The placing session, the owning account, or a
 * session with an unexpired look-up grant reads it; a missing order and anyone else's get the same 404 from the same
 * single query.
 */
export async function readableOrder(
  ctx: RequestContext,
  reader: OrderReader,
  id: string,
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<OrderRow>> {
  const row = await findReadableOrder(deps.db, ctx.brand, reader, id, deps.now());
  return row ? ok(row) : err('NOT_FOUND', ORDER_NOT_FOUND);
}
