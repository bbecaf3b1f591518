import { err, ok, ORDER_NOT_FOUND, type OrderSummaryWire, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import type { Account } from '../../accounts/account';
import { accountOrderPosition, listAccountOrders } from '../../db/repositories/order-access';
import type { OrderRow } from '../../db/repositories/orders';
import { signedIn } from './saved-addresses';

/** GET /accounts/me/orders: at most this many summaries per page. */
export const MAX_ORDERS_PAGE = 50;

/** An order as the account's history lists it; `total` in integer minor units. */
export function toOrderSummary(row: OrderRow): OrderSummaryWire {
  return {
    id: row.id,
    shortId: row.shortId,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    total: row.totalAmount,
    currency: row.currency,
    lineCount: row.cart.items.length,
    firstLineName: row.cart.items[0]?.product.title ?? null,
    fulfillmentStatus: row.fulfillmentStatus,
    paymentStatus: row.paymentStatus,
    refundedAmount: row.refundedAmount,
  };
}

/**
 * GET /accounts/me/orders?before&limit: the account's orders newest first; `before` (an order id of this account,
 * the last of the previous page) continues the list. Another account's id as a cursor is not found.
 */
export async function listOrders(
  ctx: RequestContext,
  account: Account | null,
  input: { before?: string; limit?: number },
  deps: Pick<Deps, 'db'>,
): Promise<Result<OrderSummaryWire[]>> {
  const me = signedIn(account);
  if (!me.ok) return me;
  const { userId } = me.value;
  const before = input.before === undefined ? null : await accountOrderPosition(deps.db, ctx.brand, userId, input.before);
  if (input.before !== undefined && before === null) return err('NOT_FOUND', ORDER_NOT_FOUND);
  const rows = await listAccountOrders(deps.db, ctx.brand, userId, { before, limit: input.limit ?? MAX_ORDERS_PAGE });
  return ok(rows.map(toOrderSummary));
}
