import { ok, type OrderReviews, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findOrderReviewStatuses } from '../../db/repositories/reviews';
import { readableOrder, type OrderReader } from '../orders/order-access';

/**
 * Which products of an order already have a review (and whether it is published or pending), so the order
 * page offers "Write a review" only where one can still be written. The same owner check as writing one
 * (`readableOrder`): anyone else gets the 404 of an unknown order, so the answer never tells that the order exists.
 */
export async function orderReviews(
  ctx: RequestContext,
  input: { reader: OrderReader; orderId: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<OrderReviews>> {
  const order = await readableOrder(ctx, input.reader, input.orderId, deps);
  if (!order.ok) return order;
  return ok({ reviewed: await findOrderReviewStatuses(deps.db, ctx.brand, order.value.id) });
}
