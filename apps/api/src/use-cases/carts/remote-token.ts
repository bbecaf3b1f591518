import { err, ok, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionCart } from '../../db/repositories/carts';
import { saveRemoteToken } from '../../db/repositories/remote-tokens';
import { newSecret } from '../../ids';
import { nextSessionCartId, sessionCart } from './session-cart';

/** The remote token lives one hour (cookie remote_token). */
export const REMOTE_TOKEN_TTL_SECONDS = 3600;

/** GET /carts/{cartId}/remoteToken: only the cart's own session gets a token that lets another device take the cart over. */
export async function issueRemoteToken(
  ctx: RequestContext,
  input: { sessionHash: string; cartId: string },
  deps: Pick<Deps, 'db' | 'now'>,
): Promise<Result<{ remoteToken: string; expiresIn: number }>> {
  const stored = await findSessionCart(deps.db, ctx.brand, input.sessionHash);
  // The cart GET /carts/my showed may not be written yet (its id is derived from the session): write it now.
  const mine =
    stored ??
    (input.cartId === (await nextSessionCartId(deps.db, ctx.brand, input.sessionHash))
      ? await sessionCart(ctx, deps.db, input.sessionHash, deps.now())
      : null);
  if (!mine || mine.id !== input.cartId) return err('NOT_FOUND', 'Cart not found');
  const remoteToken = newSecret();
  await saveRemoteToken(deps.db, ctx.brand, mine.id, remoteToken, deps.now(), REMOTE_TOKEN_TTL_SECONDS);
  return ok({ remoteToken, expiresIn: REMOTE_TOKEN_TTL_SECONDS });
}
