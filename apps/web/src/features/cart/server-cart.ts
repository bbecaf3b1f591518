import type { BrandKey } from '@store/core/brands';
import type { Product } from '@store/core/product';
import { cartSchema, type Cart } from '../../lib/api/cart-schema';
import { getProductsByIds } from '../../lib/api/products';
import { sessionGet } from '../../lib/api/session-request';
import { shopperHeaders } from '../../lib/api/shopper-headers';
import { hasAccountCookie } from '../../lib/account-cookie';

/**
 * What the server knows of the shopper's cart when it renders /checkout/cart (no client fetch before the
 * first paint): the cart and its products, `none` when the request has no session (no call: the empty state), or
 * `unknown` when the API could not answer (the browser then loads the cart as before).
 */
export type ServerCart = { kind: 'cart'; cart: Cart; products: readonly Product[] } | { kind: 'none' } | { kind: 'unknown' };

/** The API's guest session cookie (api plugins/session.ts). */
const GUEST_SESSION_COOKIE = 'sid';

/** Whether a page request's cookies can name a cart: the guest `sid` or an account session. */
export function hasCartSession(cookieHeader: string | null): boolean {
  if (cookieHeader === null || cookieHeader === '') return false;
  const names = cookieHeader.split(';').map((pair) => pair.split('=')[0]?.trim() ?? '');
  return names.includes(GUEST_SESSION_COOKIE) || hasAccountCookie(names);
}

/**
 * GET /carts/my as the shopper (their cookies forwarded, never cached), then the products of its lines (the shipping
 * estimate and the checkout button need their availability). A failing products read keeps the cart, without them.
 */
export async function loadServerCart(brand: BrandKey): Promise<ServerCart> {
  const shopper = await shopperHeaders();
  if (!hasCartSession(shopper.cookie)) return { kind: 'none' };
  let cart: Cart;
  try {
    cart = await sessionGet(brand, '/carts/my', cartSchema, shopper);
  } catch {
    return { kind: 'unknown' };
  }
  const ids = [...new Set(cart.items.map((item) => item.product.id))];
  const products = await getProductsByIds(brand, ids).catch(() => []);
  return { kind: 'cart', cart, products };
}
