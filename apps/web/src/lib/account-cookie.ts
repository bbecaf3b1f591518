/** The accounts API's session cookie: `acct.session_token`, `__Secure-acct.session_token` outside localhost (api accounts/auth.ts). */
const ACCOUNT_COOKIE = /^(?:__Secure-)?acct\.session_token$/;

/**
 * Whether the page request carries the account session cookie (HttpOnly: only the server sees it). Presence,
 * not validity: the checkout then asks GET /accounts/me, so a guest's checkout makes no call that answers 401.
 */
export function hasAccountCookie(names: Iterable<string>): boolean {
  for (const name of names) if (ACCOUNT_COOKIE.test(name)) return true;
  return false;
}
