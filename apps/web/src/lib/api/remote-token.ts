import type { RemoteToken } from '@store/core/cart/wire-schemas';
import { apiCheckedGet } from './browser-fetch';

/**
 * GET /carts/{cartId}/remoteToken: the remote token, saved while the cart has items. Zod-free (the checkout store asks
 * for it as soon as a cart with items is shown, the cart page's first load included): the API checked the answer against
 * `remoteTokenSchema` (browser-fetch.ts apiCheckedGet).
 */
export function fetchRemoteToken(cartId: string): Promise<RemoteToken> {
  return apiCheckedGet(`/carts/${encodeURIComponent(cartId)}/remoteToken`);
}
