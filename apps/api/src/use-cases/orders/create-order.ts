import {
  checkCoupon,
  err,
  ok,
  orderRefusal,
  sameDayRefusal,
  CART_EMPTY_MESSAGE,
  SAME_DAY_DELIVERY,
  UNRECOGNISED_SHOPPER,
  type Cart,
  type Result,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionCart, updateCart, type CartRow, type Db } from '../../db/repositories/carts';
import { shopperRedemptions, type CouponShopperKey } from '../../db/repositories/coupon-holds';
import { findCoupon, toCouponRule } from '../../db/repositories/coupons';
import type { OrderRow } from '../../db/repositories/orders';
import { COUPON_USED_MESSAGE } from '../carts/check-coupon-code';
import { loadCart } from '../carts/load-cart';
import type { ProductLoader } from '../carts/product-loader';
import { withSessionCart } from '../carts/session-cart';
import { loadDeliveryCart } from '../delivery/delivery-cart';
import { atOneMoment, sameDayFor } from '../delivery/same-day';
import { checkOrderAddresses } from './check-order-addresses';
import { freezeOrder, type OrderRequest } from './freeze-order';

/**
 * POST /orders: both addresses pass the postal check (the ZIP exists, in its state, with one of its cities);
 * then in one transaction holding the session cart's row lock, the cart's region becomes the shipping address (so tax
 * and fees are right), the cart is priced by the same code as GET /carts/my and frozen into the order.
 * 'Cart Empty' without lines; one cart yields one order, however many requests race (they queue on the lock).
 * A signed-in shopper's order belongs to the account (account_id).
 * A same-day choice is checked again for the order's shipping ZIP at this moment: placed after the cut-off, to a ZIP
 * outside the zone or with a line the van cannot take, the order is refused (400, the reason and what to do) and
 * nothing changes; the shopper chooses again.
 */
export async function createOrder(
  ctx: RequestContext,
  input: { sessionHash: string; order: OrderRequest; relatedOrderId?: string; accountId?: string | null },
  deps: Pick<Deps, 'db' | 'now' | 'tax'>,
): Promise<Result<OrderRow>> {
  const refusal = orderRefusal(ctx.brandConfig, {
    brand: input.order.brand,
    billingProvider: input.order.paymentDetails.billingProvider,
  });
  if (refusal) return { ok: false, error: refusal };
  // No stored cart: nothing to order, and no row is written for asking.
  const stored = await findSessionCart(deps.db, ctx.brand, input.sessionHash);
  if (!stored) return err('CART_EMPTY', CART_EMPTY_MESSAGE);
  const checked = await checkOrderAddresses(ctx, input.order);
  if (!checked.ok) return checked;
  const region = { country: checked.value.country, state: checked.value.state, zip: checked.value.zip };
  // One moment for the same-day check and the pricing after it, so both agree about the cut-off.
  const moment = atOneMoment(deps);
  const change = async (tx: Db, row: CartRow, products: ProductLoader): Promise<Result<OrderRow>> => {
    if (row.deliveryOption === SAME_DAY_DELIVERY) {
      const sameDay = sameDayFor(ctx, await loadDeliveryCart(ctx, tx, row), region.zip, moment.now());
      if (!sameDay.available) return err('BAD_REQUEST', sameDayRefusal(sameDay), 'same-day-unavailable');
    }
    await updateCart(tx, row, { region, billingProvider: input.order.paymentDetails.billingProvider });
    const cart = await loadCart(ctx, tx, { ...row, region }, moment, products);
    if (cart.items.length === 0) return err('CART_EMPTY', CART_EMPTY_MESSAGE);
    const shopper = { emailKey: input.order.email.trim().toLowerCase(), accountId: input.accountId ?? null };
    const coupon = await usableCoupon(ctx, tx, cart, moment.now(), shopper);
    if (!coupon.ok) return coupon;
    return freezeOrder(ctx, tx, {
      sessionHash: input.sessionHash,
      cart,
      order: input.order,
      relatedOrderId: input.relatedOrderId ?? null,
      accountId: input.accountId ?? null,
    });
  };
  // The cart just found is handed on, so the change does not read it again; an order adds no line and answers the
  // order, not the cart, so the cart is neither counted nor read back after it.
  return withSessionCart(ctx, input.sessionHash, moment, change, stored);
}

/**
 * A coupon used up since it was applied stays on the cart until checkout decides: an order is refused with it, and so
 * is one this shopper (the order's email, or account) has already used as often as it allows each shopper. The payment
 * step checks both again under the coupon's lock, where two tabs cannot both pass.
 */
async function usableCoupon(
  ctx: RequestContext,
  tx: Db,
  cart: Cart,
  now: Date,
  shopper: CouponShopperKey,
): Promise<Result<null>> {
  if (!cart.couponDetails) return ok(null);
  const row = await findCoupon(tx, ctx.brand, cart.couponDetails.code);
  if (!row) return ok(null);
  const redemptions = row.maxPerShopper === null ? undefined : await shopperRedemptions(tx, ctx.brand, row.code, shopper);
  const check = checkCoupon(toCouponRule(row), now, {
    ...UNRECOGNISED_SHOPPER,
    ...(redemptions === undefined ? {} : { redemptions }),
  });
  return check.ok || (check.reason !== 'exhausted' && check.reason !== 'shopper-limit')
    ? ok(null)
    : err('INVALID_COUPON', COUPON_USED_MESSAGE, 'coupon-used');
}
