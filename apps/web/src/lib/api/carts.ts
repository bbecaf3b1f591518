import { KEEP_COUPON_FLAG } from '@store/core/cart/coupon-code';
import { shareLinkSchema, type ShareLink } from '@store/core/cart/share-link';
import { sortProperties } from '@store/core/properties';
import { browserRequest } from './browser-request';
import {
  cartSchema,
  couponValidationResultSchema,
  type Cart,
  type CartItem,
  type CouponValidation,
  type NewCartLine,
} from './cart-schema';

const item = (itemIdentifier: string): string => `/carts/my/items/${encodeURIComponent(itemIdentifier)}/`;

/** GET /carts/my: the shopper's cart of this brand (the API creates it lazily). */
function fetchMyCart(): Promise<Cart> {
  return browserRequest('GET', '/carts/my', cartSchema);
}

/** POST /carts/my/items: every line is sent with its properties sorted. */
function addCartLines(lines: readonly NewCartLine[]): Promise<Cart> {
  const items = lines.map((line) => ({ ...line, properties: sortProperties(line.properties) }));
  return browserRequest('POST', '/carts/my/items', cartSchema, { items });
}

/** PUT /carts/my/items/{itemIdentifier}/: a new quantity for a line, its product, properties and parent unchanged. */
function updateCartLine(line: CartItem, quantity: number): Promise<Cart> {
  return browserRequest('PUT', item(line.itemIdentifier), cartSchema, {
    productID: line.product.id,
    properties: sortProperties(line.properties),
    quantity,
    ...(line.forItem === null ? {} : { forItem: line.forItem }),
    fulfillmentStatus: line.fulfillmentStatus,
  });
}

/** DELETE /carts/my/items/{itemIdentifier}/. */
function removeCartLine(itemIdentifier: string): Promise<Cart> {
  return browserRequest('DELETE', item(itemIdentifier), cartSchema);
}

/**
 * POST /carts/my/merge: the cart-link flow, the lines of the shared cart copied into mine. multiUse is the client's
 * field; the API spends a link only when its owner made it single-use. With `keepCoupon` the shared coupon comes along
 * even while it gives no discount; a shared coupon that did not come along is named in the answer's couponNotApplied.
 */
function mergeCart(cartId: string, options: { keepCoupon?: boolean } = {}): Promise<Cart> {
  const path = options.keepCoupon ? `/carts/my/merge?flags=${KEEP_COUPON_FLAG}` : '/carts/my/merge';
  return browserRequest('POST', path, cartSchema, { cartId, multiUse: true });
}

/** PUT /carts/my/link: the owner's share action, a link for anyone (multiUse true) or for the first visitor only. */
function shareCartLink(multiUse: boolean): Promise<ShareLink> {
  return browserRequest('PUT', '/carts/my/link', shareLinkSchema, { multiUse });
}

/** PUT /carts/my/coupon; `keepCoupon` (experiment flag) keeps a coupon that gives no discount yet. */
function applyCouponCode(couponCode: string, options: { keepCoupon?: boolean } = {}): Promise<Cart> {
  const path = options.keepCoupon ? `/carts/my/coupon?flags=${KEEP_COUPON_FLAG}` : '/carts/my/coupon';
  return browserRequest('PUT', path, cartSchema, { couponCode });
}

/** DELETE /carts/my/coupon. */
function removeCouponCode(): Promise<Cart> {
  return browserRequest('DELETE', '/carts/my/coupon', cartSchema);
}

/** Coupon validation: a list of couponCode with empty items; the code comes back at result[0].couponDetails.code. */
async function validateCouponCode(couponCode: string): Promise<CouponValidation | null> {
  const result = await browserRequest('POST', '/carts/coupons/validate', couponValidationResultSchema, [
    { couponCode, items: [] },
  ]);
  return result[0]?.couponDetails ?? null;
}

/** The cart's calls as one object, for the cart store's lazy import (features/cart/cart-api.ts). */
export const cartApiClient = {
  fetchMyCart,
  addCartLines,
  updateCartLine,
  removeCartLine,
  mergeCart,
  shareCartLink,
  applyCouponCode,
  removeCouponCode,
  validateCouponCode,
};
export type CartApiClient = typeof cartApiClient;
