import { randomBytes } from 'node:crypto';
import { ok, type BrandKey, type Result } from '@store/core';
import type { AdminPhoto } from '@store/core/back-office/photo-admin-wire';
import type { Database } from '../../db/client';
import { nextImagePosition } from '../../db/repositories/product-images';
import { productImages } from '../../db/schema';
import type { ObjectStore } from '../../media/object-store/object-store';
import { cleanUpload, type UploadRefusal } from '../../media/photos/clean-upload';
import { originalKey } from '../../media/photos/photo-keys';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { auditedPhoto, checkColor, photoProduct, toAdminPhoto, type PhotoStaff } from './photo-product';

export interface UploadPhotoInput {
  brand: string;
  productId: string;
  alt: string;
  color: string | null;
  file: Buffer;
}

/** Lowercase, so it fits object keys and URLs as it is. */
const newPhotoId = (): string => `ph_${randomBytes(10).toString('hex')}`;

/**
 * Adds a photo at the end of a product's photos: the file is checked and cleaned (cleanUpload), the clean original put
 * in the object store, then the row and its audit entry written in one transaction. When the transaction fails the
 * stored object is removed again, so no file is kept without its row.
 */
export async function uploadPhoto(
  deps: { db: Database; objectStore: ObjectStore },
  staff: PhotoStaff & { actor: AuditActor },
  input: UploadPhotoInput,
): Promise<Result<{ brand: BrandKey; photo: AdminPhoto }> | { ok: false; refusal: UploadRefusal }> {
  const found = await photoProduct(deps.db, staff, input.brand, input.productId);
  if (!found.ok) return found;
  const color = checkColor(found.value.product, input.color);
  if (!color.ok) return color;
  const cleaned = await cleanUpload(input.file);
  if (!cleaned.ok) return cleaned;
  const { photo } = cleaned;
  const brand = found.value.brand;
  const id = newPhotoId();
  const key = originalKey({ brand, photoId: id, hash: photo.hash });
  await deps.objectStore.put(key, photo.body, photo.contentType);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const position = await nextImagePosition(tx, brand, input.productId);
      const [inserted] = await tx
        .insert(productImages)
        .values({
          id,
          brand,
          productId: input.productId,
          color: color.value,
          position,
          alt: input.alt.trim(),
          objectKey: key,
          contentType: photo.contentType,
          width: photo.width,
          height: photo.height,
          bytes: photo.body.length,
          createdBy: staff.actor.staffEmail,
        })
        .returning();
      if (!inserted) throw new Error('product_images insert returned no row');
      await recordAudit(tx, staff.actor, {
        action: 'photo.upload',
        brand,
        targetType: 'product_photo',
        targetId: id,
        before: null,
        after: auditedPhoto(inserted),
      });
      return inserted;
    });
    return ok({ brand, photo: toAdminPhoto(row) });
  } catch (error) {
    await deps.objectStore.delete(key).catch(() => undefined);
    throw error;
  }
}
