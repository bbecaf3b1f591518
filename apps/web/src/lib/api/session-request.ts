import './zod-jitless';
import type { z } from 'zod';
import type { BrandKey } from '@store/core/brands';
import { fetchApi } from './client';

/** What of the shopper's own request a server-rendered personal page passes on: the cookies and the client address. */
export interface ShopperHeaders {
  cookie: string | null;
  /** The storefront server's proof of the shopper's address (lib/api/client-address-headers.ts); {} when none. */
  clientAddress: Record<string, string>;
  /** The storefront's id of the shopper's request, sent on so the API's log lines carry it. */
  requestId?: string | null;
}

/**
 * A personal read rendered on the server (the account pages): GET {API_URL}{path} as the shopper, with their cookies
 * (account session, `sid`) and the storefront server's proof of their address, never cached. The answer's own cookies
 * are not passed back: these reads change no session.
 */
export async function sessionGet<T>(brand: BrandKey, path: string, result: z.ZodType<T>, shopper: ShopperHeaders): Promise<T> {
  const headers: Record<string, string> = { 'x-brand': brand, accept: 'application/json' };
  if (shopper.cookie !== null && shopper.cookie !== '') headers.cookie = shopper.cookie;
  Object.assign(headers, shopper.clientAddress);
  if (shopper.requestId) headers['x-request-id'] = shopper.requestId;
  return fetchApi(path, result, { headers, cache: 'no-store' });
}
