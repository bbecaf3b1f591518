import { ok, type BrandKey, type ProductGroup, type Result } from '@store/core';
import type { StaffBrands } from '@store/core/back-office/staff-roles';
import type { CatalogProductRow } from '@store/core/catalog-admin/wire';
import type { Database } from '../../db/client';
import { listProducts as storedProducts } from '../../db/repositories/products';
import { brandsInScope, productRow } from './read-catalogue';

export interface ProductListQuery {
  brand?: BrandKey;
  group?: ProductGroup;
  /** Words each found in the product's id, name, title or a sku (any case). */
  q?: string;
}

/** GET /admin/catalog/products: the products of the member's brands (or one of them), in catalogue order. */
export async function listCatalogProducts(
  db: Pick<Database, 'select'>,
  brands: StaffBrands,
  query: ProductListQuery,
): Promise<Result<{ products: CatalogProductRow[] }>> {
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const rows: CatalogProductRow[] = [];
  for (const brand of brandsInScope(brands, query.brand)) {
    for (const product of await storedProducts(db, brand, query.group)) {
      const text = [product.id, product.name, product.title, product.inventoryKey, ...Object.keys(product.availability)]
        .join(' ')
        .toLowerCase();
      if (words.every((word) => text.includes(word))) rows.push(productRow(brand, product));
    }
  }
  return ok({ products: rows });
}
