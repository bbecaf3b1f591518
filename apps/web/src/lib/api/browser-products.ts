import './zod-jitless';
import { z } from 'zod';
import { productSchema, type Product } from '@store/core/product';
import { browserRequest } from './browser-request';

const productList = z.array(productSchema);

const list = (values: readonly string[]): string => values.map(encodeURIComponent).join(',');

/** GET /api/products?ids=: the cart's products, for the shipping estimate of the skus in it. */
export function fetchProductsByIds(ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return browserRequest('GET', `/products?ids=${list(ids)}`, productList);
}

/** GET /api/products?group=: the products of one group (the protection plan the checkout offers). */
export function fetchProductsByGroup(group: Product['attributes']['group']): Promise<Product[]> {
  return browserRequest('GET', `/products?group=${encodeURIComponent(group)}`, productList);
}
