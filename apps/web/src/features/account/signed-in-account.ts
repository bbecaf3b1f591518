import { cookies } from 'next/headers';
import type { BrandKey } from '@store/core/brands';
import { accountMeWireSchema } from '@store/core/accounts/account-wire';
import type { Account } from '../../lib/api/accounts';
import { sessionGet } from '../../lib/api/session-request';
import { hasAccountCookie } from '../../lib/account-cookie';

/** Whether this page request carries the accounts session cookie (the header's Sign in / My account hint; no API call). */
export async function requestHasSessionCookie(): Promise<boolean> {
  const jar = await cookies();
  return hasAccountCookie(jar.getAll().map((cookie) => cookie.name));
}

/**
 * The account signed in on this page request, checked by the API (GET /accounts/me with the request's cookies, never
 * cached); null without a session cookie (no call at all), for an invalid session, or when the API cannot answer.
 */
export async function signedInAccount(brand: BrandKey): Promise<Account | null> {
  const jar = await cookies();
  if (!hasAccountCookie(jar.getAll().map((cookie) => cookie.name))) return null;
  try {
    const me = await sessionGet(brand, '/accounts/me', accountMeWireSchema, { cookie: jar.toString(), clientAddress: {} });
    return me.account;
  } catch {
    return null;
  }
}
