import { BRAND_KEYS, err, ok, type BrandKey, type Product, type Result } from '@store/core';
import type { AdminPhoto } from '@store/core/back-office/photo-admin-wire';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { Database } from '../../db/client';
import { findProducts } from '../../db/repositories/products';
import type { ProductImageRow } from '../../db/repositories/product-images';
import { locationOfKey, photoSrc } from '../../media/photos/photo-keys';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const PHOTO_NOT_FOUND = 'Photo not found';
export const UNKNOWN_COLOR_MESSAGE = 'Choose one of the colours this product comes in, or all colours';

/** The staff member acting: who (for the audit) and which brands they see. */
export interface PhotoStaff {
  brands: StaffBrands;
}

/** The product's Color option values (empty: the product has no colours, so every photo shows all of it). */
export function productColors(product: Product): Array<{ value: string; title: string }> {
  const color = product.properties.find((p) => p.name === 'Color');
  return color ? color.options.map((o) => ({ value: o.value, title: o.title })) : [];
}

/**
 * The product a photo route names, when the member sees its brand: another brand (or an unknown one, or a product
 * that does not exist) is a 404, as if it did not exist.
 */
export async function photoProduct(
  db: Database,
  staff: PhotoStaff,
  brand: string,
  productId: string,
): Promise<Result<{ brand: BrandKey; product: Product }>> {
  if (!(BRAND_KEYS as readonly string[]).includes(brand) || !staffSeesBrand(staff.brands, brand))
    return err('NOT_FOUND', PRODUCT_NOT_FOUND);
  const [product] = await findProducts(db, brand as BrandKey, 'id', [productId]);
  return product ? ok({ brand: brand as BrandKey, product }) : err('NOT_FOUND', PRODUCT_NOT_FOUND);
}

/** Null, or a value of the product's Color option; anything else is refused. */
export function checkColor(product: Product, color: string | null): Result<string | null> {
  if (color === null) return ok(null);
  return productColors(product).some((c) => c.value === color) ? ok(color) : err('BAD_REQUEST', UNKNOWN_COLOR_MESSAGE);
}

/** A row as the staff application lists it. */
export function toAdminPhoto(row: ProductImageRow): AdminPhoto {
  return {
    id: row.id,
    brand: row.brand,
    productId: row.productId,
    color: row.color,
    position: row.position,
    alt: row.alt,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    src: photoSrc(locationOfKey(row.objectKey)),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/** What the audit log keeps of a photo (no bytes, no keys: what staff can see and change). */
export function auditedPhoto(row: ProductImageRow) {
  return {
    productId: row.productId,
    color: row.color,
    alt: row.alt,
    position: row.position,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  };
}
