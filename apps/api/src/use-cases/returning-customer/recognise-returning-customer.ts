import { ok, orderLookupKeys, returningCustomerOutcome, type Result } from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { findSessionCart, lockCart, type CartRow, type Db } from '../../db/repositories/carts';
import { doneOrderExists, markReturningCustomer, recordEventWhen } from '../../db/repositories/returning-customers';
import { couponGivesDiscount } from '../carts/apply-coupon';
import { checkCouponCode } from '../carts/check-coupon-code';
import { productLoader } from '../carts/product-loader';
import { countLookup } from './lookup-limits';

export const RETURNING_CUSTOMER_EVENT = 'returningCustomerRecognised';

export interface LookupInput {
  sessionHash: string;
  email: string;
  phone: string;
  zip: string;
}

/**
 * HEAD /orders (returning-customer check): when a paid order of the brand matches the email, phone and ZIP and
 * the session's cart is not a link or remote cart, the cart is marked recognised (server-side only), the brand's
 * configured coupon is applied (unless the shopper removed or chose one, or it gives no discount yet) and an event is
 * written. Hit and miss run the same statements (one indexed lookup, the coupon check, one UPDATE, one conditional
 * INSERT), so the answer's timing does not tell them apart; the caller learns only `exist`.
 */
export async function recogniseReturningCustomer(
  ctx: RequestContext,
  input: LookupInput,
  deps: Pick<Deps, 'db' | 'now' | 'stores' | 'tax'>,
): Promise<Result<{ exist: boolean }>> {
  const limited = await countLookup(deps.stores, ctx, input.sessionHash);
  if (!limited.ok) return limited;
  const orderExists = await doneOrderExists(deps.db, ctx.brand, orderLookupKeys(input));
  // A session without a cart has nothing to recognise: no row is written for it (a read stores nothing).
  const stored = await findSessionCart(deps.db, ctx.brand, input.sessionHash);
  if (stored) {
    await deps.db.transaction(async (tx) => {
      const cart = await lockCart(tx, ctx.brand, stored.id);
      if (!cart) return;
      const configured = ctx.brandConfig.returningCustomerCoupon;
      const outcome = returningCustomerOutcome({ orderExists, cart, configuredCoupon: configured });
      // The coupon is checked and the cart priced with it on a miss too, so a miss costs what a hit costs.
      const usable = configured !== undefined && (await couponUsable(ctx, tx, cart, configured, deps));
      const couponCode = outcome.applyCoupon !== null && usable ? outcome.applyCoupon : null;
      await markReturningCustomer(tx, cart, { recognised: outcome.recognised, couponCode });
      await recordEventWhen(tx, outcome.recognised, {
        brand: ctx.brand,
        type: RETURNING_CUSTOMER_EVENT,
        cartId: cart.id,
        payload: { couponApplied: couponCode },
      });
    });
  }
  return ok({ exist: orderExists });
}

/** Whether the configured coupon would apply to this cart for a recognised shopper (as PUT /carts/my/coupon checks). */
async function couponUsable(
  ctx: RequestContext,
  tx: Db,
  cart: CartRow,
  code: string,
  deps: Pick<Deps, 'now' | 'tax'>,
): Promise<boolean> {
  const coupon = await checkCouponCode(ctx, tx, code, deps.now(), { returningCustomer: true });
  if (!coupon.ok) return false;
  // Priced as the recognised shopper's cart: the coupon would otherwise be dropped as not theirs.
  const recognised = { ...cart, returningCustomer: true };
  const gives = await couponGivesDiscount(
    ctx,
    tx,
    recognised,
    { ...coupon.value, keepCoupon: false },
    deps,
    productLoader(tx, ctx.brand),
  );
  return gives.ok;
}
