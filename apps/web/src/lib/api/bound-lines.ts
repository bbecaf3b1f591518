import type { AddBundle, AddCollection } from '@store/core/collections/collection-wire';
import { browserRequest } from './browser-request';
import { cartSchema, type Cart } from './cart-schema';

/**
 * POST /carts/my/items/collection: a furniture product with its collection items, bound to its line in one call.
 * @public (loaded lazily by use-add-bound.ts, which knip does not follow)
 */
export function addCollectionLines(body: AddCollection): Promise<Cart> {
  return browserRequest('POST', '/carts/my/items/collection', cartSchema, body);
}

/**
 * POST /carts/my/items/bundle: a bundle page's chosen parts as one bundle, bound to its base line in one call.
 * @public (loaded lazily by use-add-bound.ts, which knip does not follow)
 */
export function addBundleLines(body: AddBundle): Promise<Cart> {
  return browserRequest('POST', '/carts/my/items/bundle', cartSchema, body);
}
