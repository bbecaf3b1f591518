import { err, ok, type BrandKey } from '@store/core';
import { sameValue } from '@store/core/catalog-file/canonical';
import { parseProductDocument } from '@store/core/catalog-admin/check-products';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { SavedProducts } from '@store/core/catalog-admin/wire';
import type { AuditActor } from '../../staff/audit';
import {
  commitProductEdits,
  fieldErrors,
  notFound,
  STALE_MESSAGE,
  type CatalogEditDeps,
  type CatalogEditResult,
} from './commit-product-edits';

export interface StaffScope {
  actor: AuditActor;
  brands: StaffBrands;
}

/**
 * PUT /admin/catalog/products/:brand/:id: the whole product document, checked as a catalogue file's product row is
 * (the same schema, the same checks against the other products), saved as one change if it was edited from the
 * stored version. Saving what is already stored answers unchanged, so a retried save never fails as stale.
 */
export async function saveProduct(
  deps: CatalogEditDeps,
  staff: StaffScope,
  target: { brand: BrandKey; id: string },
  body: { version: string; product: unknown },
  log: { warn: (details: object, message: string) => void },
): Promise<CatalogEditResult<SavedProducts>> {
  if (!staffSeesBrand(staff.brands, target.brand)) return notFound();
  const parsed = parseProductDocument(body.product, target.id);
  if (!parsed.ok) return fieldErrors(parsed.error);
  const product = parsed.value;
  if (product.id !== target.id)
    return fieldErrors([
      { productId: target.id, path: 'id', field: 'id', message: `the id is the product's key and stays ${target.id}` },
    ]);
  return commitProductEdits(
    deps,
    staff.actor,
    target.brand,
    (catalogue, versions) => {
      const current = catalogue.find((p) => p.id === target.id);
      if (!current) return notFound();
      if (versions.get(current.id) !== body.version && !sameValue(current, product))
        return err('CONFLICT', STALE_MESSAGE(current.title));
      return ok([product]);
    },
    log,
  );
}

/** POST /admin/catalog/products/:brand: a new product at the end of the catalogue, checked as an edit is. */
export async function createProduct(
  deps: CatalogEditDeps,
  staff: StaffScope,
  brand: BrandKey,
  body: { product: unknown },
  log: { warn: (details: object, message: string) => void },
): Promise<CatalogEditResult<SavedProducts>> {
  if (!staffSeesBrand(staff.brands, brand)) return notFound('No such brand');
  const id = typeof (body.product as { id?: unknown } | null)?.id === 'string' ? (body.product as { id: string }).id : '(new)';
  const parsed = parseProductDocument(body.product, id);
  if (!parsed.ok) return fieldErrors(parsed.error);
  const product = parsed.value;
  return commitProductEdits(
    deps,
    staff.actor,
    brand,
    (catalogue) => {
      const current = catalogue.find((p) => p.id === product.id);
      // The same document again is a retried create: nothing to do.
      if (current && !sameValue(current, product))
        return err('CONFLICT', `The brand already has a product with id ${product.id}; choose another id`);
      return ok([product]);
    },
    log,
  );
}
