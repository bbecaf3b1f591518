import { createHash } from 'node:crypto';
import { addLineSchema, err, ok, type Cart, type Result } from '@store/core';
import { z } from 'zod';
import type { Deps, RequestContext } from '../../context';
import type { CartRow } from '../../db/repositories/carts';
import { assembleCart } from './assemble-cart';
import { checkCouponCode } from './check-coupon-code';
import { giftDiscountRule } from './gift-rules';
import { validateLines } from './validate-lines';
import { productLoader } from './product-loader';

/** SPEC §9: quotes are cached for an hour (in Redis when configured). */
export const QUOTE_CACHE_SECONDS = 3600;

const quoteSchema = z.strictObject({
  items: z.array(addLineSchema.omit({ forItem: true })).min(1).max(20),
  couponCode: z.string().max(40).optional(),
});

/** GET /carts/quote: prices a described cart without storing anything; the description is base64 JSON (SPEC §7). */
export async function quoteCart(ctx: RequestContext, input: { carts: string }, deps: Pick<Deps, 'db' | 'now' | 'stores'>): Promise<Result<Omit<Cart, 'id'>>> {
  const key = `quote:${ctx.brand}:${createHash('sha256').update(input.carts).digest('hex')}`;
  const cached = await deps.stores.cache.get(key);
  if (cached) return ok(JSON.parse(cached) as Omit<Cart, 'id'>);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(input.carts, 'base64').toString('utf8'));
  } catch {
    return err('BAD_REQUEST', 'carts must be base64 of a JSON cart description');
  }
  const parsed = quoteSchema.safeParse(decoded);
  if (!parsed.success) return err('BAD_REQUEST', `carts: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const valid = await validateLines(ctx, productLoader(deps.db, ctx.brand), parsed.data.items, []);
  if (!valid.ok) return valid;
  const coupon = parsed.data.couponCode ? await checkCouponCode(ctx, deps.db, parsed.data.couponCode, deps.now()) : null;
  if (coupon && !coupon.ok) return coupon;
  const products = valid.value;
  const now = deps.now();
  const cart: CartRow = {
    id: 'quote', brand: ctx.brand, sessionHash: '', status: 'active', couponCode: null, preventAddingCoupon: false, region: null,
    billingProvider: null, reqShippingDate: null, reqDeliveryDate: null, historyLog: [], nextPosition: 0, linkConsumedAt: null, createdAt: now, updatedAt: now,
  };
  const lines = parsed.data.items.map((item, position) => ({
    cartId: 'quote', itemIdentifier: `q${position}`, brand: ctx.brand, productId: item.productID, properties: item.properties,
    quantity: item.quantity, forItem: null, fulfillmentStatus: 'pending', position,
  }));
  const giftDiscount = await giftDiscountRule(deps.db, ctx.brand);
  const { cart: priced } = assembleCart({ cart, lines, products, coupon: coupon?.ok ? coupon.value.rule : null, brand: ctx.brandConfig, giftDiscount });
  const { id: _id, ...quote } = priced;
  await deps.stores.cache.set(key, JSON.stringify(quote), QUOTE_CACHE_SECONDS);
  return ok(quote);
}
