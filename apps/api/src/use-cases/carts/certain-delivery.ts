import { err, ok, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionCart, updateCart } from '../../db/repositories/carts';
import { cartOf, changeSessionCart } from './session-cart';

/** The first certain delivery date is three days out; shoppers choose among the next 14 days that are not Sundays. */
export function certainDeliveryDates(now: Date): string[] {
  const dates: string[] = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3));
  while (dates.length < 14) {
    if (day.getUTCDay() !== 0) dates.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return dates;
}

async function ownCart(ctx: RequestContext, deps: Pick<Deps, 'db'>, sessionHash: string, cartId: string) {
  const mine = await findSessionCart(deps.db, ctx.brand, sessionHash);
  return mine && mine.id === cartId ? mine : null;
}

/** GET .../cdd-service: the dates on offer and the one chosen. */
export async function getCertainDelivery(
  ctx: RequestContext,
  input: { sessionHash: string; cartId: string },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<{ dates: string[]; selected: string | null }>> {
  const mine = await ownCart(ctx, deps, input.sessionHash, input.cartId);
  if (!mine) return err('NOT_FOUND', 'Cart not found');
  return ok({ dates: certainDeliveryDates(deps.now()), selected: mine.reqDeliveryDate });
}

/** POST/DELETE .../cdd-service: chooses (or drops) a certain delivery date; the service line is priced by the server. */
export async function setCertainDelivery(
  ctx: RequestContext,
  input: { sessionHash: string; cartId: string; date: string | null },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  if (!(await ownCart(ctx, deps, input.sessionHash, input.cartId))) return err('NOT_FOUND', 'Cart not found');
  if (input.date !== null && !certainDeliveryDates(deps.now()).includes(input.date))
    return err('BAD_REQUEST', 'That delivery date is not available');
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row) => {
    await updateCart(tx, row, { reqDeliveryDate: input.date });
    return ok(null);
  });
  return cartOf(result);
}
