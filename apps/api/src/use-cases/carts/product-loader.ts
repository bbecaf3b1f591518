import type { BrandKey } from '@store/core';
import type { CartProduct } from '@store/core/cart/line-image';
import type { Db } from '../../db/repositories/carts';
import { findProducts } from '../../db/repositories/products';
import { photosByProduct } from '../../db/repositories/product-images';

/**
 * Loads products by id once per request: validating a change and reading the cart back share the lookups. Each product
 * carries its staff photos (read in the same round trip), so a cart line's image can follow the line's colour (core's
 * cartLineImage, applied when the cart is assembled).
 */
export interface ProductLoader {
  load(ids: readonly string[]): Promise<Map<string, CartProduct>>;
}

export function productLoader(db: Db, brand: BrandKey): ProductLoader {
  const known = new Map<string, CartProduct | null>();
  return {
    async load(ids) {
      const missing = [...new Set(ids)].filter((id) => !known.has(id));
      if (missing.length > 0) {
        const [found, photos] = await Promise.all([findProducts(db, brand, 'id', missing), photosByProduct(db, brand, missing)]);
        for (const id of missing) known.set(id, null);
        for (const product of found) known.set(product.id, { ...product, photos: photos.get(product.id) ?? [] });
      }
      const result = new Map<string, CartProduct>();
      for (const id of ids) {
        const product = known.get(id);
        if (product) result.set(id, product);
      }
      return result;
    },
  };
}
