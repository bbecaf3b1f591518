import { err, ORDER_NOT_FOUND, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionOrder, type OrderRow } from '../../db/repositories/orders';
import { createOrder } from './create-order';
import type { OrderRequest } from './freeze-order';

export const ORIGINAL_NOT_PAID = 'A related order needs a paid original order';

/**
 * SPEC §7 POST /orders/{orderId}/related: a follow-up purchase after payment (e.g. a protection plan added on the
 * success page) placed from the session's current cart, linked by extraData.relatedOrderId. The original must be
 * the session's own paid order; otherwise it is POST /orders (same checks, same one-order-per-cart rule).
 */
export async function createRelatedOrder(
  ctx: RequestContext,
  input: { sessionHash: string; orderId: string; order: OrderRequest },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<OrderRow>> {
  const original = await findSessionOrder(deps.db, ctx.brand, input.sessionHash, input.orderId);
  if (!original) return err('NOT_FOUND', ORDER_NOT_FOUND);
  if (original.status !== 'paid') return err('CONFLICT', ORIGINAL_NOT_PAID);
  return createOrder(ctx, { sessionHash: input.sessionHash, order: input.order, relatedOrderId: original.id }, deps);
}
