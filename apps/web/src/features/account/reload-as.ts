import { markCartOwnerChanged } from '../cart/cart-events';

/**
 * After signing in or out: a full page load of `path`, so the server-rendered header (Sign in / My account), the cart
 * (merged into the account's at sign-in, a fresh guest cart after sign-out) and every cached page start from the new
 * session, never from the previous shopper's state.
 */
export function reloadAs(path: string): void {
  markCartOwnerChanged();
  window.location.assign(path);
}
