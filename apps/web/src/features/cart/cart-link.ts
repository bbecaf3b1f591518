import { isCartId } from '@store/core/cart/cart-id';

/** The query parameter that opens a cart from any page. */
export const CART_QUERY_PARAM = 'cart';

export type CartLinkRequest = { kind: 'none' } | { kind: 'open' } | { kind: 'merge'; cartId: string };

/**
 * `?cart=` opens the cart; it is merged only when it holds a valid cart id (exactly 24 characters of the
 * cart id alphabet, never the text 'undefined'); any other value just opens the drawer.
 */
export function cartLinkRequest(search: string): CartLinkRequest {
  const params = new URLSearchParams(search);
  if (!params.has(CART_QUERY_PARAM)) return { kind: 'none' };
  const value = params.get(CART_QUERY_PARAM) ?? '';
  return isCartId(value) ? { kind: 'merge', cartId: value } : { kind: 'open' };
}

/** The address bar after a cart link was handled: the `cart` parameter gone, every other parameter and the hash kept. */
export function urlWithoutCartParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(CART_QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** "A cart can be shared by link": `{origin}/?cart={cart.id}` on the same storefront. */
export function shareCartUrl(origin: string, cartId: string): string {
  return `${origin.replace(/\/+$/, '')}/?${CART_QUERY_PARAM}=${encodeURIComponent(cartId)}`;
}
