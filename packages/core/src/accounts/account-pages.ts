import { LOGIN_PATH, MY_ACCOUNT_PATH } from '../pages';

/** The order's page in the account area (the success page links here too). */
export function accountOrderPath(orderId: string): string {
  return `${MY_ACCOUNT_PATH}/orders/${encodeURIComponent(orderId)}`;
}

/** Where a signed-out shopper goes: /login, with the account page to return to. */
export function signInRedirect(next: string = MY_ACCOUNT_PATH): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}
