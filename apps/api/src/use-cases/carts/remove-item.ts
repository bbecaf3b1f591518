import { err, ok, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { deleteLines, listLines } from '../../db/repositories/carts';
import { cartOf, changeSessionCart } from './session-cart';

/** DELETE /carts/my/items/{itemIdentifier}/: removes a line and the add-ons attached to it. */
export async function removeItem(
  ctx: RequestContext,
  input: { sessionHash: string; itemIdentifier: string },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<Cart>> {
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, row) => {
    const lines = await listLines(tx, row);
    if (!lines.some((l) => l.itemIdentifier === input.itemIdentifier)) return err('NOT_FOUND', 'Item not found in cart');
    await deleteLines(tx, row, [input.itemIdentifier]);
    return ok(null);
  });
  return cartOf(result);
}
