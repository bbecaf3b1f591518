import { checkCoupon, type Cart, type CouponRule } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { deleteLines, listLines, recordEvent, updateCart, type CartRow, type Db } from '../../db/repositories/carts';
import { findCoupon, toCouponRule } from '../../db/repositories/coupons';
import { findProducts } from '../../db/repositories/products';
import { assembleCart } from './assemble-cart';
import { giftDiscountRule } from './gift-rules';

/**
 * Reads a cart with prices computed from the catalogue. SPEC §4: out-of-stock items are removed from the cart, and a
 * coupon that has expired is removed with a coupon-failure event; both are written in the caller's transaction.
 */
export async function loadCart(ctx: RequestContext, db: Db, cart: CartRow, deps: Pick<Deps, 'now'>): Promise<Cart> {
  let current = cart;
  const coupon = await activeCoupon(ctx, db, current, deps.now());
  if (current.couponCode && !coupon) {
    await recordEvent(db, ctx.brand, 'coupon.failed', current.id, { code: current.couponCode, reason: 'expired' });
    await updateCart(db, current.id, { couponCode: null });
    current = { ...current, couponCode: null };
  }
  const lines = await listLines(db, current.id);
  const products = new Map((await findProducts(db, ctx.brand, 'id', [...new Set(lines.map((l) => l.productId))])).map((p) => [p.id, p]));
  const giftDiscount = await giftDiscountRule(db, ctx.brand);
  const assembled = assembleCart({ cart: current, lines, products, coupon, brand: ctx.brandConfig, giftDiscount });
  if (assembled.unsellable.length === 0) return assembled.cart;
  await deleteLines(db, current.id, assembled.unsellable);
  await recordEvent(db, ctx.brand, 'cart.items_removed', current.id, { itemIdentifiers: assembled.unsellable, reason: 'unsellable' });
  const remaining = lines.filter((l) => !assembled.unsellable.includes(l.itemIdentifier) && !assembled.unsellable.includes(l.forItem ?? ''));
  return assembleCart({ cart: current, lines: remaining, products, coupon, brand: ctx.brandConfig, giftDiscount }).cart;
}

async function activeCoupon(ctx: RequestContext, db: Db, cart: CartRow, now: Date): Promise<CouponRule | null> {
  if (!cart.couponCode) return null;
  const row = await findCoupon(db, ctx.brand, cart.couponCode);
  if (!row) return null;
  const rule = toCouponRule(row);
  // A used-up coupon stays on a cart that already holds it until checkout decides; only expiry removes it here.
  const check = checkCoupon(rule, now);
  return check.ok || check.reason === 'exhausted' ? rule : null;
}
