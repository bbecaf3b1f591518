import { err, ok, type Result, type ShareLink } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionCart, updateCart } from '../../db/repositories/carts';

/**
 * PUT /carts/my/link: the owner's share action records how the cart's link may be used. Single-use (multiUse false)
 * means the first visitor who merges it spends it; multi-use (the default) means anyone may merge it, whatever
 * multiUse the visitor's merge sends. Choosing again makes a spent link usable again: only the owner can do that.
 */
export async function shareCartLink(
  ctx: RequestContext,
  input: { sessionHash: string; multiUse: boolean },
  deps: Pick<Deps, 'db'>,
): Promise<Result<ShareLink>> {
  const mine = await findSessionCart(deps.db, ctx.brand, input.sessionHash);
  if (!mine) return err('NOT_FOUND', 'Cart not found');
  await updateCart(deps.db, mine, { linkSingleUse: !input.multiUse, linkConsumedAt: null });
  return ok({ cartId: mine.id, multiUse: input.multiUse });
}
