import { and, eq } from 'drizzle-orm';
import { err, ok, type BrandKey, type Result } from '@store/core';
import type { AdminPhoto, PhotoEdit } from '@store/core/back-office/photo-admin-wire';
import type { Database } from '../../db/client';
import { findProductImage } from '../../db/repositories/product-images';
import { productImages } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { auditedPhoto, checkColor, PHOTO_NOT_FOUND, photoProduct, toAdminPhoto, type PhotoStaff } from './photo-product';

export const STALE_PHOTO_MESSAGE = 'Someone changed this photo since you opened it; reload to see their change';

/**
 * Changes a photo's alt text and colour. The editor sends the version it read: a stale one is a 409, so one person's
 * change is never silently overwritten by another's. Sending the same values again changes nothing and writes no
 * audit entry (a retried save is harmless).
 */
export async function editPhoto(
  db: Database,
  staff: PhotoStaff & { actor: AuditActor },
  input: PhotoEdit & { brand: string; productId: string; photoId: string },
): Promise<Result<{ brand: BrandKey; photo: AdminPhoto; changed: boolean }>> {
  const found = await photoProduct(db, staff, input.brand, input.productId);
  if (!found.ok) return found;
  const color = checkColor(found.value.product, input.color);
  if (!color.ok) return color;
  const brand = found.value.brand;
  const alt = input.alt.trim();
  return db.transaction(async (tx) => {
    const row = await findProductImage(tx, { brand, productId: input.productId, id: input.photoId }, { forUpdate: true });
    if (!row) return err('NOT_FOUND', PHOTO_NOT_FOUND);
    if (row.alt === alt && row.color === color.value) return ok({ brand, photo: toAdminPhoto(row), changed: false });
    if (row.version !== input.version) return err('CONFLICT', STALE_PHOTO_MESSAGE);
    const [updated] = await tx
      .update(productImages)
      .set({ alt, color: color.value, version: row.version + 1 })
      .where(and(eq(productImages.brand, brand), eq(productImages.id, row.id)))
      .returning();
    if (!updated) return err('NOT_FOUND', PHOTO_NOT_FOUND);
    await recordAudit(tx, staff.actor, {
      action: 'photo.edit',
      brand,
      targetType: 'product_photo',
      targetId: row.id,
      before: auditedPhoto(row),
      after: auditedPhoto(updated),
    });
    return ok({ brand, photo: toAdminPhoto(updated), changed: true });
  });
}
