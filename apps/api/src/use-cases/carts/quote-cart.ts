import { createHash } from 'node:crypto';
import {
  assembleCart,
  err,
  ok,
  quoteLineId,
  type AddLine,
  type Cart,
  type CouponRule,
  type Product,
  type Result,
  quoteDescriptionSchema,
  type QuoteDescription,
  selectionOf,
  storedQuantity,
  type StoredCart,
  type StoredLine,
} from '@store/core';
import type { Deps, RequestContext } from '../../context';
import { checkCouponCode, givesAttemptBack } from './check-coupon-code';
import { reserveCouponAttempt } from './coupon-attempts';
import { giftDiscountRule, giftOffers } from './gift-rules';
import { productLoader } from './product-loader';

import { validateLines } from './validate-lines';

/** Quotes are cached for an hour (in Redis when configured). */
export const QUOTE_CACHE_SECONDS = 3600;
/**
 * The quote cache's generation, shared by every process through the stores: quote keys carry it, so the operator's
 * cache clear (POST /admin/cache/clear) empties the cache of every process at once by moving it on.
 */
export const QUOTE_CACHE_GENERATION = 'quote_cache_generation';

/** The described lines as stored lines (split king doubled as in a real cart), or the first forItem that names no earlier top-level product line. */
export function quoteLines(items: readonly AddLine[], products: ReadonlyMap<string, Product>): Result<StoredLine[]> {
  const rows: StoredLine[] = [];
  for (const [position, item] of items.entries()) {
    const forItem = item.forItem ?? null;
    const parent = forItem === null ? undefined : rows.find((r) => r.itemIdentifier === forItem && r.forItem === null);
    if (forItem !== null && (!parent || products.get(parent.productId)?.attributes.group === 'service')) {
      return err('BAD_REQUEST', `items.${position}.forItem must name an earlier top-level product line (q0, q1, …)`);
    }
    const selection = selectionOf(item.properties);
    const quantity = storedQuantity(products.get(item.productID), selection, item.quantity);
    rows.push({
      itemIdentifier: quoteLineId(position),
      productId: item.productID,
      properties: item.properties,
      quantity,
      forItem,
      position,
    });
  }
  return ok(rows);
}

function decode(carts: string): Result<QuoteDescription> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(carts, 'base64').toString('utf8'));
  } catch {
    return err('BAD_REQUEST', 'carts must be base64 of a JSON cart description');
  }
  const parsed = quoteDescriptionSchema.safeParse(decoded);
  if (!parsed.success)
    return err('BAD_REQUEST', `carts: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return ok(parsed.data);
}

export interface QuoteInput {
  carts: string;
  /** The shopper's session, asked for only when the description names a coupon: those checks share the coupon-guess limit. */
  sessionHash: () => string;
}

/** A coupon named in a quote is checked like PUT /carts/my/coupon, so quotes cannot be used to guess codes past the limits. */
async function quoteCoupon(
  ctx: RequestContext,
  code: string,
  sessionHash: string,
  deps: Pick<Deps, 'db' | 'now' | 'stores'>,
): Promise<Result<CouponRule>> {
  const attempt = await reserveCouponAttempt(deps.stores, ctx, sessionHash);
  if (!attempt.ok) return attempt;
  const coupon = await checkCouponCode(ctx, deps.db, code, deps.now());
  if (givesAttemptBack(coupon)) await attempt.value.release();
  if (!coupon.ok) return coupon;
  return ok(coupon.value.rule);
}

/** GET /carts/quote: prices a described cart without storing anything; the description is base64 JSON. */
export async function quoteCart(
  ctx: RequestContext,
  input: QuoteInput,
  deps: Pick<Deps, 'db' | 'now' | 'stores'>,
): Promise<Result<Omit<Cart, 'id'>>> {
  const generation = await deps.stores.cache.counter(QUOTE_CACHE_GENERATION);
  const key = `quote:${generation}:${ctx.brand}:${createHash('sha256').update(input.carts).digest('hex')}`;
  const cached = await deps.stores.cache.get(key);
  if (cached) return ok(JSON.parse(cached) as Omit<Cart, 'id'>);
  const description = decode(input.carts);
  if (!description.ok) return description;
  const { items, couponCode } = description.value;
  const valid = await validateLines(
    ctx,
    productLoader(deps.db, ctx.brand),
    items.map(({ forItem: _parent, ...line }) => line),
    [],
  );
  if (!valid.ok) return valid;
  const lines = quoteLines(items, valid.value);
  if (!lines.ok) return lines;
  const coupon = couponCode ? await quoteCoupon(ctx, couponCode, input.sessionHash(), deps) : null;
  if (coupon && !coupon.ok) return coupon;
  const cart: StoredCart = {
    id: 'quote',
    region: null,
    reqShippingDate: null,
    reqDeliveryDate: null,
    historyLog: [],
    preventAddingCoupon: false,
  };
  const giftDiscount = await giftDiscountRule(deps.db, ctx.brand);
  const { cart: priced } = assembleCart({
    cart,
    lines: lines.value,
    products: valid.value,
    coupon: coupon?.value ?? null,
    brand: ctx.brandConfig,
    giftDiscount,
    giftOffers: await giftOffers(deps.db, ctx.brand),
  });
  const { id: _id, ...quote } = priced;
  await deps.stores.cache.set(key, JSON.stringify(quote), QUOTE_CACHE_SECONDS);
  return ok(quote);
}
