import type { CartApiClient } from '../../lib/api/carts';
import { loadOnce } from '../../lib/load-once';

const load = loadOnce(() => import('../../lib/api/carts').then(({ cartApiClient }) => cartApiClient));

function lazy<K extends keyof CartApiClient>(name: K): CartApiClient[K] {
  const call = async (...args: unknown[]): Promise<unknown> => {
    const client = await load();
    return (client[name] as (...args: unknown[]) => Promise<unknown>)(...args);
  };
  return call as CartApiClient[K];
}

/**
 * The cart API's calls, each loading the client (`lib/api/carts.ts`) on first use. The client checks every answer with
 * zod (about 31 KB compressed), which the cart page does not need to show the cart the server rendered: it comes with
 * the shopper's first change, coupon or share, not with the page.
 */
export const cartApi: CartApiClient = {
  fetchMyCart: lazy('fetchMyCart'),
  addCartLines: lazy('addCartLines'),
  updateCartLine: lazy('updateCartLine'),
  removeCartLine: lazy('removeCartLine'),
  mergeCart: lazy('mergeCart'),
  shareCartLink: lazy('shareCartLink'),
  applyCouponCode: lazy('applyCouponCode'),
  removeCouponCode: lazy('removeCouponCode'),
  validateCouponCode: lazy('validateCouponCode'),
};
