import { ok, type Result } from '@store/core';
import type { ReturnRequest, ShopperReturnWire } from '@store/core/back-office/return-wire';
import type { Deps, RequestContext } from '../../context';
import { readableOrder, type OrderReader } from '../orders/order-access';
import { openReturn } from './open-return';
import { toShopperReturn } from './return-json';

/**
 * POST /orders/{id}/returns: the shopper asks to send back a line on its trial. Only an order this shopper may read
 * (the placing session, the owning account or a look-up grant; anything else is the same 404 as a missing order),
 * then the one return rule (openReturn).
 */
export async function requestReturn(
  ctx: RequestContext,
  input: { reader: OrderReader; id: string; request: ReturnRequest },
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
): Promise<Result<{ return: ShopperReturnWire }>> {
  const readable = await readableOrder(ctx, input.reader, input.id, deps);
  if (!readable.ok) return readable;
  const opened = await openReturn(deps, {
    brand: ctx.brand,
    orderId: readable.value.id,
    request: input.request,
    openedBy: 'shopper',
  });
  if (!opened.ok) return opened;
  return ok({ return: toShopperReturn({ row: opened.value.opened, refundedAmount: null }, opened.value.order.cart.items) });
}
