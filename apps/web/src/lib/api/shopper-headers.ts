import { headers } from 'next/headers';
import { clientAddressHeaders } from './client-address-headers';
import type { ShopperHeaders } from './session-request';

/** The current request's cookies, the proof of its client address and its request id (src/server/request-id.ts), for sessionGet (makes the page dynamic: it is personal). */
export async function shopperHeaders(): Promise<ShopperHeaders> {
  const incoming = await headers();
  return {
    cookie: incoming.get('cookie'),
    clientAddress: clientAddressHeaders(incoming),
    requestId: incoming.get('x-request-id'),
  };
}
