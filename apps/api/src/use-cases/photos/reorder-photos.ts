import { and, eq } from 'drizzle-orm';
import { err, ok, type BrandKey, type Result } from '@store/core';
import type { AdminPhoto } from '@store/core/back-office/photo-admin-wire';
import type { Database } from '../../db/client';
import { productImages } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { photoProduct, toAdminPhoto, type PhotoStaff } from './photo-product';

export const STALE_ORDER_MESSAGE =
  'The photos changed since you opened them (one was added or removed); reload and order them again';

/**
 * Puts a product's photos in the order given. The list must name every photo of the product exactly once (under the
 * rows' locks): a photo added or removed meanwhile makes it a 409 rather than a half-ordered list. The same order again
 * changes nothing and writes no audit entry.
 */
export async function reorderPhotos(
  db: Database,
  staff: PhotoStaff & { actor: AuditActor },
  input: { brand: string; productId: string; ids: readonly string[] },
): Promise<Result<{ brand: BrandKey; photos: AdminPhoto[]; changed: boolean }>> {
  const found = await photoProduct(db, staff, input.brand, input.productId);
  if (!found.ok) return found;
  const brand = found.value.brand;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(productImages)
      .where(and(eq(productImages.brand, brand), eq(productImages.productId, input.productId)))
      .orderBy(productImages.position, productImages.createdAt)
      .for('update');
    const current = rows.map((r) => r.id);
    const asked = new Set(input.ids);
    if (asked.size !== input.ids.length || asked.size !== rows.length || current.some((id) => !asked.has(id)))
      return err('CONFLICT', STALE_ORDER_MESSAGE);
    if (current.every((id, i) => input.ids[i] === id) && rows.every((r, i) => r.position === i))
      return ok({ brand, photos: rows.map(toAdminPhoto), changed: false });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const updated = [];
    for (const [position, id] of input.ids.entries()) {
      const row = byId.get(id)!;
      const [next] = await tx
        .update(productImages)
        .set({ position, version: row.position === position ? row.version : row.version + 1 })
        .where(and(eq(productImages.brand, brand), eq(productImages.id, id)))
        .returning();
      if (next) updated.push(next);
    }
    await recordAudit(tx, staff.actor, {
      action: 'photo.reorder',
      brand,
      targetType: 'product',
      targetId: input.productId,
      before: { order: current },
      after: { order: [...input.ids] },
    });
    return ok({ brand, photos: updated.map(toAdminPhoto), changed: true });
  });
}
