import {
  assembleCart,
  checkCoupon,
  deliveryCart,
  SAME_DAY_DELIVERY,
  type SddInfo,
  type Product,
  type CouponRefusal,
  type Assembled,
  type Cart,
  type CouponRule,
  type StoredCart,
  type StoredLine,
  taxRequestOf,
  withTax,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import {
  deleteLines,
  listLines,
  recordEvent,
  updateCart,
  type CartLineRow,
  type CartRow,
  type Db,
} from '../../db/repositories/carts';
import { findCoupon, toCouponRule } from '../../db/repositories/coupons';
import { shopperOf } from './check-coupon-code';
import { giftDiscountRule, giftOffers } from './gift-rules';
import { bundlePages } from './bundle-pages';
import { productLoader, type ProductLoader } from './product-loader';
import { sameDayFor } from '../delivery/same-day';

interface View extends Assembled {
  /** The stored coupon has expired, or is a returning-customer coupon the shopper is not recognised for. */
  couponExpired: boolean;
  /** Why the stored coupon no longer applies (for the coupon-failure event). */
  couponDropped: Exclude<CouponRefusal, 'exhausted'> | null;
  /** The stored same-day choice no longer holds (the cut-off passed, another ZIP, a line it cannot take): why. */
  sameDayDropped: SddInfo | null;
}

/**
 * Reads and prices a cart without writing anything; says whether clean-up (removals) is due. With a shipping
 * address, the tax provider's quote for the priced lines becomes the tax extra (before one, the tax is not known).
 * A same-day choice is priced at its fee while the same-day rule offers it now, else as standard shipping (and dropped
 * by the clean-up).
 */
export async function viewCart(
  ctx: RequestContext,
  db: Db,
  cart: CartRow,
  deps: Pick<Deps, 'now' | 'tax'>,
  loader: ProductLoader = productLoader(db, ctx.brand),
): Promise<View> {
  const { coupon, dropped } = await activeCoupon(ctx, db, cart, deps.now());
  const couponExpired = cart.couponCode !== null && coupon === null;
  const current = couponExpired ? { ...cart, couponCode: null } : cart;
  const lines = await listLines(db, cart);
  const products = await loader.load(lines.map((l) => l.productId));
  const giftDiscount = await giftDiscountRule(db, ctx.brand);
  const sameDay = sameDayCheck(ctx, current, lines, products, deps.now());
  const assembled = assembleCart({
    cart: toStoredCart(current),
    lines: lines.map(toStoredLine),
    products,
    coupon,
    brand: ctx.brandConfig,
    giftDiscount,
    giftOffers: await giftOffers(db, ctx.brand),
    bundlePages: await bundlePages(db, ctx.brand),
    sameDayFee: sameDay.fee,
  });
  const request = taxRequestOf(assembled.cart);
  const taxed = withTax(assembled.cart, request === null ? null : await deps.tax.quote(request));
  return {
    ...assembled,
    cart: taxed,
    couponExpired,
    couponDropped: couponExpired ? (dropped ?? 'expired') : null,
    sameDayDropped: sameDay.dropped,
  };
}

/** A stored same-day choice checked now: its fee while the same-day rule offers it, else the answer that drops it. */
function sameDayCheck(
  ctx: RequestContext,
  cart: CartRow,
  lines: readonly CartLineRow[],
  products: ReadonlyMap<string, Product>,
  now: Date,
): { fee: number | null; dropped: SddInfo | null } {
  if (cart.deliveryOption !== SAME_DAY_DELIVERY) return { fee: null, dropped: null };
  const info = sameDayFor(ctx, deliveryCart(ctx.brandConfig, lines, products, null), cart.region?.zip ?? null, now);
  return info.available ? { fee: info.fee, dropped: null } : { fee: null, dropped: info };
}

/** True when reading the cart found something to remove (an unsellable line, an expired coupon) (or a same-day choice that no longer holds). */
export const needsCleanup = (view: View): boolean =>
  view.couponExpired || view.unsellable.length > 0 || view.sameDayDropped !== null;

/**
 * Reads a cart inside the caller's transaction and applies the cart's clean-up rules: out-of-stock items are removed from the cart, and
 * an expired coupon is removed with a coupon-failure event; a same-day choice that no longer holds falls back to
 * standard shipping, with an event that says why.
 */
export async function loadCart(
  ctx: RequestContext,
  db: Db,
  cart: CartRow,
  deps: Pick<Deps, 'now' | 'tax'>,
  loader: ProductLoader = productLoader(db, ctx.brand),
): Promise<Cart> {
  const view = await viewCart(ctx, db, cart, deps, loader);
  if (!needsCleanup(view)) return view.cart;
  if (view.couponExpired) {
    await recordEvent(db, ctx.brand, 'coupon.failed', cart.id, { code: cart.couponCode, reason: view.couponDropped });
    await updateCart(db, cart, { couponCode: null });
  }
  if (view.unsellable.length > 0) {
    await deleteLines(db, cart, view.unsellable);
    await recordEvent(db, ctx.brand, 'cart.items_removed', cart.id, { itemIdentifiers: view.unsellable, reason: 'unsellable' });
  }
  if (view.sameDayDropped) {
    await updateCart(db, cart, { deliveryOption: null });
    await recordEvent(db, ctx.brand, 'delivery.same_day_dropped', cart.id, { reason: view.sameDayDropped.reason });
  }
  const kept = {
    ...cart,
    couponCode: view.couponExpired ? null : cart.couponCode,
    deliveryOption: view.sameDayDropped ? null : cart.deliveryOption,
  };
  return (await viewCart(ctx, db, kept, deps, loader)).cart;
}

async function activeCoupon(
  ctx: RequestContext,
  db: Db,
  cart: CartRow,
  now: Date,
): Promise<{ coupon: CouponRule | null; dropped: Exclude<CouponRefusal, 'exhausted'> | null }> {
  if (!cart.couponCode) return { coupon: null, dropped: null };
  const row = await findCoupon(db, ctx.brand, cart.couponCode);
  if (!row) return { coupon: null, dropped: null };
  const rule = toCouponRule(row);
  // A used-up coupon stays on a cart that already holds it until checkout decides; expiry removes it here, and so
  // does a returning-customer coupon on a cart the returning-customer check (HEAD /orders) has not recognised.
  const check = checkCoupon(rule, now, shopperOf(cart));
  if (check.ok || check.reason === 'exhausted') return { coupon: rule, dropped: null };
  return { coupon: null, dropped: check.reason };
}

/** The stored cart as core's assembly reads it: core prices carts from its own types, never from database rows. */
export function toStoredCart(row: CartRow): StoredCart {
  return {
    id: row.id,
    region: row.region,
    reqShippingDate: row.reqShippingDate,
    reqDeliveryDate: row.reqDeliveryDate,
    historyLog: row.historyLog,
    preventAddingCoupon: row.preventAddingCoupon,
    deliveryOption: row.deliveryOption,
    withMattressRemoval: row.withMattressRemoval,
  };
}

/** A stored line as core's assembly reads it. */
export function toStoredLine(row: CartLineRow): StoredLine {
  return {
    itemIdentifier: row.itemIdentifier,
    productId: row.productId,
    properties: row.properties,
    quantity: row.quantity,
    forItem: row.forItem,
    position: row.position,
    bundleId: row.bundleId,
  };
}
