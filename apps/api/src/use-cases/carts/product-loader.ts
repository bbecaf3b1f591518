import type { BrandKey, Product } from '@store/core';
import type { Db } from '../../db/repositories/carts';
import { findProducts } from '../../db/repositories/products';

/** Loads products by id once per request: validating a change and reading the cart back share the lookups. */
export interface ProductLoader {
  load(ids: readonly string[]): Promise<Map<string, Product>>;
}

export function productLoader(db: Db, brand: BrandKey): ProductLoader {
  const known = new Map<string, Product | null>();
  return {
    async load(ids) {
      const missing = [...new Set(ids)].filter((id) => !known.has(id));
      if (missing.length > 0) {
        const found = await findProducts(db, brand, 'id', missing);
        for (const id of missing) known.set(id, null);
        for (const product of found) known.set(product.id, product);
      }
      const result = new Map<string, Product>();
      for (const id of ids) {
        const product = known.get(id);
        if (product) result.set(id, product);
      }
      return result;
    },
  };
}
