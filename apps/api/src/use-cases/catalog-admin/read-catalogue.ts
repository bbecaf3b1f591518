import { BRAND_KEYS, BRANDS, type BrandKey, type Product } from '@store/core';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import { variantRowsOf } from '@store/core/catalog-admin/variant-rows';
import type { CatalogProductRow, VariantRowWire } from '@store/core/catalog-admin/wire';
import type { Database } from '../../db/client';
import { listProducts } from '../../db/repositories/products';
import { productVersion } from '../../db/repositories/catalog-edits';

type Reader = Pick<Database, 'select'>;

/** The brands a member may read: the one asked for when it is theirs, else all of theirs. */
export function brandsInScope(brands: StaffBrands, asked: BrandKey | undefined): BrandKey[] {
  return BRAND_KEYS.filter((brand) => (asked === undefined || brand === asked) && staffSeesBrand(brands, brand));
}

/** A product as the catalogue list shows it. */
export function productRow(brand: BrandKey, product: Product): CatalogProductRow {
  const variants = variantRowsOf(product);
  const prices = variants.map((v) => v.price);
  const active = variants.filter((v) => v.isActive);
  return {
    brand,
    id: product.id,
    name: product.name,
    title: product.title,
    group: product.attributes.group,
    url: product.metadata.url,
    variants: variants.length,
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
    currency: BRANDS[brand].currency,
    activeVariants: active.length,
    availableVariants: active.filter((v) => v.isInStock || v.isBackOrderAllowed).length,
    version: productVersion(product),
  };
}

/** Every sellable variant of a brand, in catalogue order, each with its product's version. */
export async function brandVariantRows(db: Reader, brand: BrandKey): Promise<VariantRowWire[]> {
  const products = await listProducts(db, brand);
  return products.flatMap((product) => {
    const version = productVersion(product);
    return variantRowsOf(product).map((row) => ({ ...row, version }));
  });
}
