import { headers } from 'next/headers';
import type { ShopperHeaders } from './session-request';

/** The current request's cookies, client address and request id (src/server/request-id.ts), for sessionGet (makes the page dynamic: it is personal). */
export async function shopperHeaders(): Promise<ShopperHeaders> {
  const incoming = await headers();
  return {
    cookie: incoming.get('cookie'),
    forwardedFor: incoming.get('x-forwarded-for'),
    requestId: incoming.get('x-request-id'),
  };
}
