import { err, ok, ORDER_NOT_FOUND, type Order, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionOrder } from '../../db/repositories/orders';
import { toOrderJson } from './order-json';

/**
 * SPEC §7 GET /orders/{id}: only the session that placed the order, on its brand, reads it; a missing order and
 * someone else's get the same 404 from the same single query.
 */
export async function getOrder(
  ctx: RequestContext,
  input: { sessionHash: string; id: string },
  deps: Pick<Deps, 'db'>,
): Promise<Result<Order>> {
  const row = await findSessionOrder(deps.db, ctx.brand, input.sessionHash, input.id);
  return row ? ok(toOrderJson(row)) : err('NOT_FOUND', ORDER_NOT_FOUND);
}
