import { headers } from 'next/headers';
import type { ShopperHeaders } from './session-request';

/** The current request's cookies and client address, for sessionGet (makes the page dynamic: it is personal). */
export async function shopperHeaders(): Promise<ShopperHeaders> {
  const incoming = await headers();
  return { cookie: incoming.get('cookie'), forwardedFor: incoming.get('x-forwarded-for') };
}
