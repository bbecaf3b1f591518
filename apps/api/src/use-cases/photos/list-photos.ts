import { ok, type Result } from '@store/core';
import type { AdminPhotoList } from '@store/core/back-office/photo-admin-wire';
import type { Database } from '../../db/client';
import { listProductImages } from '../../db/repositories/product-images';
import { photoProduct, productColors, toAdminPhoto, type PhotoStaff } from './photo-product';

/** A product's photos in their order, with the colours it offers. */
export async function listPhotos(
  db: Database,
  staff: PhotoStaff,
  input: { brand: string; productId: string },
): Promise<Result<AdminPhotoList>> {
  const found = await photoProduct(db, staff, input.brand, input.productId);
  if (!found.ok) return found;
  const rows = await listProductImages(db, found.value.brand, input.productId);
  return ok({
    productId: found.value.product.id,
    productTitle: found.value.product.title,
    colors: productColors(found.value.product),
    photos: rows.map(toAdminPhoto),
  });
}
