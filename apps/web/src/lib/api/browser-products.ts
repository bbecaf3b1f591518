import type { ProductWire } from '@store/core/media/photo-wire';
import type { Product } from '@store/core/product';
import { apiCheckedGet } from './browser-fetch';

const list = (values: readonly string[]): string => values.map(encodeURIComponent).join(',');

/**
 * GET /api/products?ids=: the cart's products (the shipping estimate of the skus in it) and the recommendation row's
 * cards, with their staff photos. Zod-free: the API checked the answer against `z.array(productWireSchema)`
 * (browser-fetch.ts apiCheckedGet).
 */
export function fetchProductsByIds(ids: readonly string[]): Promise<ProductWire[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return apiCheckedGet(`/products?ids=${list(ids)}`);
}

/** GET /api/products?group=: the products of one group (the protection plan the checkout offers). */
export function fetchProductsByGroup(group: Product['attributes']['group']): Promise<Product[]> {
  return apiCheckedGet(`/products?group=${encodeURIComponent(group)}`);
}
