import { z } from 'zod';
import type { BrandKey } from '@store/core/brands';
import type { ProductGroup } from '@store/core/product';
import { productWireSchema, type ProductWire } from '@store/core/media/photo-wire';
import { apiGet } from './client';

/** Products as the API sends them: the catalogue's document with the staff's photos. */
const productList = z.array(productWireSchema);

/**
 * GET /products?names=: the brand's products by name (page paths end in the name), unknown ones dropped. A
 * failed fetch is logged and rejected (the page then answers its error, never a page without its product).
 */
export async function getProductsByNames(brand: BrandKey, names: readonly string[]): Promise<ProductWire[]> {
  if (names.length === 0) return [];
  try {
    return await apiGet(brand, `/products?names=${names.map(encodeURIComponent).join(',')}`, productList);
  } catch (error) {
    console.error(`The products ${names.join(', ')} of ${brand} could not be fetched`, error);
    throw error;
  }
}

/** GET /products?ids=: the brand's products by id, in request order, unknown ones dropped. */
export async function getProductsByIds(brand: BrandKey, ids: readonly string[]): Promise<ProductWire[]> {
  if (ids.length === 0) return [];
  return apiGet(brand, `/products?ids=${ids.map(encodeURIComponent).join(',')}`, productList);
}

/** GET /products?group=: the brand's products of one product group. */
export async function getProductsByGroup(brand: BrandKey, group: ProductGroup): Promise<ProductWire[]> {
  return apiGet(brand, `/products?group=${group}`, productList);
}

/** GET /products: every product of the brand (sitemap, home page). */
export async function getAllProducts(brand: BrandKey): Promise<ProductWire[]> {
  return apiGet(brand, '/products', productList);
}
