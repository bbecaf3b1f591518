import { ok, type Order, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { readableOrder, type OrderReader } from './order-access';
import { toOrderJson } from './order-json';

/**
 * GET /orders/{id}: the order for its owner only (the placing session, the owning account, or a
 * look-up grant); anyone else gets the same 404 as a missing order.
 */
export async function getOrder(
  ctx: RequestContext,
  input: { reader: OrderReader; id: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<Order>> {
  const row = await readableOrder(ctx, input.reader, input.id, deps);
  return row.ok ? ok(toOrderJson(row.value)) : row;
}
