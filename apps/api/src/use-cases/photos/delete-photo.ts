import { and, eq } from 'drizzle-orm';
import { err, ok, type BrandKey, type Result } from '@store/core';
import type { Database } from '../../db/client';
import { findProductImage } from '../../db/repositories/product-images';
import { productImages } from '../../db/schema';
import type { ObjectStore } from '../../media/object-store/object-store';
import { allKeys, locationOfKey } from '../../media/photos/photo-keys';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { auditedPhoto, PHOTO_NOT_FOUND, photoProduct, type PhotoStaff } from './photo-product';

/**
 * Removes a photo: the row and its audit entry in one transaction, then its files (the original and every variant of
 * the bounded set) from the object store. A file that cannot be removed is logged and left: no row points at it, and
 * its URL was never guessable.
 */
export async function deletePhoto(
  deps: { db: Database; objectStore: ObjectStore },
  staff: PhotoStaff & { actor: AuditActor },
  input: { brand: string; productId: string; photoId: string },
  log: { warn: (details: object, message: string) => void },
): Promise<Result<{ brand: BrandKey; id: string }>> {
  const found = await photoProduct(deps.db, staff, input.brand, input.productId);
  if (!found.ok) return found;
  const brand = found.value.brand;
  const removed = await deps.db.transaction(async (tx) => {
    const row = await findProductImage(tx, { brand, productId: input.productId, id: input.photoId }, { forUpdate: true });
    if (!row) return null;
    await tx.delete(productImages).where(and(eq(productImages.brand, brand), eq(productImages.id, row.id)));
    await recordAudit(tx, staff.actor, {
      action: 'photo.delete',
      brand,
      targetType: 'product_photo',
      targetId: row.id,
      before: auditedPhoto(row),
      after: null,
    });
    return row;
  });
  if (!removed) return err('NOT_FOUND', PHOTO_NOT_FOUND);
  const keys = allKeys(locationOfKey(removed.objectKey));
  const results = await Promise.allSettled(keys.map((key) => deps.objectStore.delete(key)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) log.warn({ photoId: removed.id, failed }, 'some files of a deleted photo could not be removed');
  return ok({ brand, id: removed.id });
}
