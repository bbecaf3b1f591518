import { err, ok, type BrandKey, type DomainError, type Product, type Result } from '@store/core';
import { sameValue } from '@store/core/catalog-file/canonical';
import { followBundleParts } from '@store/core/catalog-admin/bundle-follow';
import { checkCatalogueEdit, type ProductFieldError } from '@store/core/catalog-admin/check-products';
import type { SavedProducts } from '@store/core/catalog-admin/wire';
import type { Deps } from '../../context';
import { listProducts } from '../../db/repositories/products';
import { insertProduct, lockBrandCatalogue, productVersion, updateProduct } from '../../db/repositories/catalog-edits';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { announceCatalogChange } from '../catalog/announce-catalog-change';

/** A refused edit: the domain error, with each problem at its path in its product when the catalogue check named them. */
export type CatalogEditError = DomainError & { errors?: ProductFieldError[] };
export type CatalogEditResult<T> = Result<T, CatalogEditError>;

export const fieldErrors = (errors: ProductFieldError[]): CatalogEditResult<never> => {
  const first = errors[0]!;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return { ok: false, error: { code: 'BAD_REQUEST', message: `Not saved: ${first.path}: ${first.message}${more}`, errors } };
};

export const STALE_MESSAGE = (title: string) =>
  `${title} was changed by someone else since you opened it; nothing was saved. Reload to see the current version, then make your change again.`;

/**
 * Plans the change from the brand's catalogue as it is inside the transaction: the products as they should be, or a
 * refusal (a stale version, a product that is not there). `versions`: each stored product's version.
 */
export type PlanEdit = (catalogue: readonly Product[], versions: ReadonlyMap<string, string>) => CatalogEditResult<Product[]>;

export type CatalogEditDeps = Pick<Deps, 'db' | 'stores' | 'operatorSecret' | 'storefrontUrls'>;

/**
 * Every catalogue edit of the staff application, as ONE change: under the brand's catalogue lock (the one a catalogue
 * file import takes), the plan is made on the stored catalogue, the bundle pages built from a repriced part follow
 * it, the whole catalogue as it would be is checked as the importer checks a file (only the problems of the changed
 * products count), then each changed product is written with an audit entry holding its document before and after,
 * all in one transaction. Products the plan leaves as they are write nothing (a retried save is harmless). After the
 * commit the change is announced, so carts and the storefront show it at once.
 */
export async function commitProductEdits(
  deps: CatalogEditDeps,
  actor: AuditActor,
  brand: BrandKey,
  plan: PlanEdit,
  log: { warn: (details: object, message: string) => void },
): Promise<CatalogEditResult<SavedProducts>> {
  const outcome = await deps.db.transaction(async (tx): Promise<CatalogEditResult<SavedProducts>> => {
    await lockBrandCatalogue(tx, brand);
    const catalogue = await listProducts(tx, brand);
    const versions = new Map(catalogue.map((product) => [product.id, productVersion(product)]));
    const planned = plan(catalogue, versions);
    if (!planned.ok) return planned;
    const stored = new Map(catalogue.map((product) => [product.id, product]));
    const edited = planned.value.filter((product) => !sameValue(stored.get(product.id), product));
    if (edited.length === 0)
      return ok({
        products: planned.value.map((p) => ({ id: p.id, version: versions.get(p.id)! })),
        repriced: [],
        changed: false,
      });
    const byId = new Map(edited.map((product) => [product.id, product]));
    const added = edited.filter((product) => !stored.has(product.id));
    const next = [...catalogue.map((product) => byId.get(product.id) ?? product), ...added];
    const followed = followBundleParts(brand, next);
    const changedIds = [...edited.map((p) => p.id), ...followed.repriced.filter((id) => !byId.has(id))];
    const errors = [
      ...checkCatalogueEdit(brand, followed.catalogue, new Set(changedIds)),
      ...skuClashes(followed.catalogue, byId),
    ];
    if (errors.length > 0) return fieldErrors(errors);
    const after = new Map(followed.catalogue.map((product) => [product.id, product]));
    for (const id of changedIds) {
      const product = after.get(id)!;
      const before = stored.get(id);
      if (before) await updateProduct(tx, brand, product);
      else await insertProduct(tx, brand, product);
      const action = !before ? 'catalog.product-create' : byId.has(id) ? 'catalog.product-update' : 'catalog.bundle-reprice';
      await recordAudit(tx, actor, {
        action,
        brand,
        targetType: 'product',
        targetId: id,
        before: before ?? null,
        after: product,
      });
    }
    return ok({
      products: changedIds.map((id) => ({ id, version: productVersion(after.get(id)!) })),
      repriced: followed.repriced.filter((id) => !byId.has(id)),
      changed: true,
    });
  });
  if (outcome.ok && outcome.value.changed) await announceCatalogChange(deps, brand, { log });
  return outcome;
}

/** A variant sku is one product's: availability rows are keyed by brand and sku. */
function skuClashes(catalogue: readonly Product[], edited: ReadonlyMap<string, Product>): ProductFieldError[] {
  const owner = new Map<string, string>();
  for (const product of catalogue)
    if (!edited.has(product.id)) for (const sku of Object.keys(product.availability)) owner.set(sku, product.id);
  return [...edited.values()].flatMap((product) =>
    Object.keys(product.availability)
      .filter((sku) => owner.has(sku))
      .map((sku) => ({
        productId: product.id,
        path: `availability[${JSON.stringify(sku)}]`,
        field: `availability.${sku}`,
        message: `${sku} is already a variant of ${owner.get(sku)}`,
      })),
  );
}

export const notFound = (message = 'No such product in this brand'): CatalogEditResult<never> => err('NOT_FOUND', message);
