import { ok, type Order, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { readableOrder, type OrderReader } from './order-access';
import { toOrderJson } from './order-json';
import { shopperShipments } from './order-shipments';
import { shopperOrderReturns } from '../returns/shopper-order-returns';

/**
 * GET /orders/{id}: the order for its owner only (the placing session, the owning account, or a
 * look-up grant); anyone else gets the same 404 as a missing order. It carries the parcels sent so far, the trial
 * returns and what each line's trial still allows.
 */
export async function getOrder(
  ctx: RequestContext,
  input: { reader: OrderReader; id: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<Order>> {
  const row = await readableOrder(ctx, input.reader, input.id, deps);
  if (!row.ok) return row;
  const shipments = await shopperShipments(deps.db, row.value);
  return ok({ ...toOrderJson(row.value), shipments, ...(await shopperOrderReturns(deps.db, row.value, deps.now())) });
}
