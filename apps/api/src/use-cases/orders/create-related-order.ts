import { err, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { OrderRow } from '../../db/repositories/orders';
import { createOrder } from './create-order';
import type { OrderRequest } from './freeze-order';
import { readableOrder, type OrderReader } from './order-access';

export const ORIGINAL_NOT_PAID = 'A related order needs a paid original order';

/**
 * POST /orders/{orderId}/related: a follow-up purchase after payment (e.g. a protection plan added on the
 * success page) placed from the session's current cart, linked by extraData.relatedOrderId. The original must be a
 * paid order the shopper may read (owner check); otherwise it is POST /orders (same checks, same
 * one-order-per-cart rule).
 */
export async function createRelatedOrder(
  ctx: RequestContext,
  input: { reader: OrderReader; orderId: string; order: OrderRequest },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<OrderRow>> {
  const original = await readableOrder(ctx, input.reader, input.orderId, deps);
  if (!original.ok) return original;
  if (original.value.status !== 'paid') return err('CONFLICT', ORIGINAL_NOT_PAID);
  const { sessionHash, accountId } = input.reader;
  return createOrder(ctx, { sessionHash, accountId, order: input.order, relatedOrderId: original.value.id }, deps);
}
