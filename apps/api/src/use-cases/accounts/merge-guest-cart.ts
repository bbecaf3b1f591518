import { ok } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { countLines, findSessionCart, lockCart, recordEvent, updateCart } from '../../db/repositories/carts';
import { accountSessionHash } from '../../plugins/session';
import { mergedCoupon } from '../carts/merged-coupon';
import { changeSessionCart, MAX_CART_LINES } from '../carts/session-cart';
import { writeLineMerge } from '../carts/write-line-merge';

/**
 * "Cart at sign-in": the browser's guest cart is merged into the account's cart (core mergeLineLists: equal
 * lines add up to the line maximum, children come with their parents, whole families while the cart has room) and
 * consumed, in one transaction that holds the account cart's lock and then the guest cart's, so two browsers signing
 * in at once queue up and a guest cart is merged once. The guest coupon comes along as a shared cart's does
 * (merged-coupon.ts: only when valid, never over the account cart's own coupon).
 */
export async function mergeGuestCart(
  ctx: RequestContext,
  input: { guestHash: string; userId: string },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<void> {
  const guest = await findSessionCart(deps.db, ctx.brand, input.guestHash);
  if (!guest || (guest.couponCode === null && (await countLines(deps.db, guest)) === 0)) return;
  const result = await changeSessionCart(ctx, accountSessionHash(input.userId), deps, async (tx, mine, products) => {
    const locked = await lockCart(tx, ctx.brand, guest.id);
    // Another sign-in of this browser merged it first.
    if (!locked || locked.status !== 'active' || locked.sessionHash !== input.guestHash) return ok(null);
    const merge = await writeLineMerge(tx, mine, locked, MAX_CART_LINES);
    const coupon = await mergedCoupon(ctx, tx, mine, locked.couponCode, { keepCoupon: false }, deps, products);
    if (coupon.code !== mine.couponCode) await updateCart(tx, mine, { couponCode: coupon.code });
    await updateCart(tx, locked, { status: 'consumed' });
    await recordEvent(tx, ctx.brand, 'cart.merged_at_sign_in', mine.id, {
      from: locked.id,
      lines: merge.sourceLines,
      skipped: merge.skipped.length,
      ...(coupon.notApplied ? { couponNotApplied: coupon.notApplied.code } : {}),
    });
    return ok(null);
  });
  if (!result.ok) throw new Error(`guest cart merge refused: ${result.error.message}`);
}
