import { err, ok, type Cart, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { claimLink, findCart, recordEvent, updateCart } from '../../db/repositories/carts';
import { findRemoteToken } from '../../db/repositories/remote-tokens';
import type { CartHistoryEntry } from '../../db/schema';
import { mergedCoupon, withCouponNotApplied, type CouponNotApplied } from './merged-coupon';
import { changeSessionCart } from './session-cart';
import { writeLineMerge } from './write-line-merge';

/** Merging is allowed only while fewer than 50 attempts fall in a 20-second window (log key cart_merge_time). */
export const MERGE_LIMIT = 50;
export const MERGE_WINDOW_MS = 20_000;

export const LINK_USED_MESSAGE = 'This cart link has already been used';

export interface MergeInput {
  sessionHash: string;
  cartId: string;
  /**
   * multiUse, as the visitor's client sends it. It is recorded, but it never spends a link: only the owner's
   * share action (PUT /carts/my/link) makes a link single-use, so no visitor can burn a link shared for anyone.
   */
  multiUse: boolean;
  remoteToken?: string;
  /** The keep-coupon experiment flag: the shared coupon comes along even while it gives no discount. */
  keepCoupon?: boolean;
}

/**
 * POST /carts/my/merge: copies a shared cart's lines into the session's cart; the shared cart itself never changes.
 * A link the owner made single-use is claimed by its first merge; the shared coupon comes along only if it passes the
 * checks of an applied coupon (the answer's couponNotApplied says when it did not).
 */
export async function mergeCart(
  ctx: RequestContext,
  input: MergeInput,
  deps: Pick<Deps, 'db' | 'now' | 'stores' | 'tax'>,
): Promise<Result<Cart>> {
  // The limit holds per session and per client address, so a fresh cookie does not reset it.
  // The address key has no brand: merges spread over brand hosts count against one address.
  for (const key of [
    `cart_merge_time:${ctx.brand}:session:${input.sessionHash}`,
    `cart_merge_time:address:${ctx.clientAddress}`,
  ]) {
    const limit = await deps.stores.rateLimiter.hit(key, MERGE_LIMIT, MERGE_WINDOW_MS);
    if (!limit.allowed)
      return {
        ok: false,
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many cart merges, please try again shortly',
          retryAfterSeconds: limit.retryAfterSeconds,
        },
      };
  }
  const now = deps.now();
  const result = await changeSessionCart(ctx, input.sessionHash, deps, async (tx, mine, products) => {
    const source = await findCart(tx, ctx.brand, input.cartId);
    if (!source) return err('NOT_FOUND', 'Cart not found');
    if (source.id === mine.id) return ok<CouponNotApplied | null>(null);
    // A single-use link is claimed first, atomically: of two shoppers opening it at once, one gets it.
    const usable = source.linkSingleUse ? await claimLink(tx, source, now) : true;
    if (!usable) return err('NOT_FOUND', LINK_USED_MESSAGE);
    // The merge may take the cart over MAX_CART_LINES; changeSessionCart then refuses it whole (nothing written).
    const merge = await writeLineMerge(tx, mine, source, Number.POSITIVE_INFINITY);
    const history: CartHistoryEntry[] = [
      ...mine.historyLog,
      { type: 'cartCreated', metadata: { channel: 'cartLink' }, at: now.toISOString() },
    ];
    const remote = input.remoteToken ? await findRemoteToken(tx, ctx.brand, input.remoteToken, now) : null;
    if (remote?.cartId === source.id) history.push({ type: 'remoteControlled', metadata: {}, at: now.toISOString() });
    const coupon = await mergedCoupon(
      ctx,
      tx,
      mine,
      source.couponCode,
      { keepCoupon: input.keepCoupon === true },
      deps,
      products,
    );
    await updateCart(tx, mine, { historyLog: history, couponCode: coupon.code });
    await recordEvent(tx, ctx.brand, 'cart.merged', mine.id, {
      from: source.id,
      lines: merge.sourceLines,
      multiUse: input.multiUse,
      singleUseLink: source.linkSingleUse,
      ...(coupon.notApplied ? { couponNotApplied: coupon.notApplied.code } : {}),
    });
    return ok(coupon.notApplied);
  });
  return result.ok ? ok(withCouponNotApplied(result.value.cart, result.value.value)) : result;
}
