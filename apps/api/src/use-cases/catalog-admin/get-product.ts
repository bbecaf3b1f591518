import { BRANDS, ok, type BrandKey, type Result } from '@store/core';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { CatalogProductDetail } from '@store/core/catalog-admin/wire';
import type { Database } from '../../db/client';
import { listProducts } from '../../db/repositories/products';
import { readStoreSections } from '../../db/repositories/store-data-read';
import { productVersion } from '../../db/repositories/catalog-edits';
import { notFound } from './commit-product-edits';

/**
 * GET /admin/catalog/products/:brand/:id: the product document exactly as the catalogue file holds it, its version,
 * the brand's currency, the brand's other products (for the pickers) and the upsell offers and gifts that add it.
 * Another brand's product, or one outside the member's brands, is a 404.
 */
export async function getCatalogProduct(
  db: Pick<Database, 'select'>,
  brands: StaffBrands,
  target: { brand: BrandKey; id: string },
): Promise<Result<CatalogProductDetail>> {
  if (!staffSeesBrand(brands, target.brand)) return notFound();
  const catalogue = await listProducts(db, target.brand);
  const product = catalogue.find((p) => p.id === target.id);
  if (!product) return notFound();
  const { upsells = [] } = await readStoreSections(db, target.brand, ['upsells']);
  return ok({
    brand: target.brand,
    currency: BRANDS[target.brand].currency,
    version: productVersion(product),
    product,
    others: catalogue
      .filter((p) => p.id !== product.id)
      .map((p) => ({
        id: p.id,
        name: p.name,
        title: p.title,
        group: p.attributes.group,
        skus: [p.inventoryKey, ...Object.keys(p.availability)],
      })),
    offers: upsells
      .filter((u) => u.productId === product.id || u.sellsWith.includes(product.attributes.group))
      .map((u) => ({
        name: u.name,
        kind: u.kind,
        productId: u.productId,
        discount: u.discount,
        title: u.shortTitle,
        relation: u.productId === product.id ? ('adds-this' as const) : ('shown-with' as const),
      })),
  });
}
