import { err, ok, type BrandKey, type Product } from '@store/core';
import { staffSeesBrand } from '@store/core/back-office/staff-roles';
import { sameValue } from '@store/core/catalog-file/canonical';
import { applyVariantEdits } from '@store/core/catalog-admin/variant-edits';
import { variantRowsOf } from '@store/core/catalog-admin/variant-rows';
import type { ProductFieldError } from '@store/core/catalog-admin/check-products';
import type { SavedProducts, VariantChange } from '@store/core/catalog-admin/wire';
import { commitProductEdits, fieldErrors, notFound, type CatalogEditDeps, type CatalogEditResult } from './commit-product-edits';
import type { StaffScope } from './save-product';

export const STALE_VARIANTS_MESSAGE = (titles: string[]) =>
  `${titles.join(', ')} changed since you loaded the table; nothing was saved. Reload the table and make your changes again.`;

/**
 * PATCH /admin/catalog/variants: many variants' prices and availability at once, as ONE change (one transaction, an
 * audit entry per product changed, one announcement). Each change names its product's version as read: a product
 * changed since is refused (409) unless the change is already what it holds (a retried save).
 */
export async function patchVariants(
  deps: CatalogEditDeps,
  staff: StaffScope,
  body: { brand: BrandKey; changes: readonly VariantChange[] },
  log: { warn: (details: object, message: string) => void },
): Promise<CatalogEditResult<SavedProducts>> {
  if (!staffSeesBrand(staff.brands, body.brand)) return notFound('No such brand');
  return commitProductEdits(
    deps,
    staff.actor,
    body.brand,
    (catalogue, versions) => {
      const productOfSku = new Map<string, Product>();
      for (const product of catalogue) for (const row of variantRowsOf(product)) productOfSku.set(row.sku, product);
      const errors: ProductFieldError[] = [];
      const byProduct = new Map<string, VariantChange[]>();
      const seen = new Set<string>();
      for (const change of body.changes) {
        const product = productOfSku.get(change.sku);
        const problem = (message: string) =>
          errors.push({ productId: product?.id ?? '', path: change.sku, field: `variants.${change.sku}`, message });
        if (!product) problem(`the brand sells no variant with sku ${change.sku}`);
        else if (seen.has(change.sku)) problem(`${change.sku} is changed twice in one save`);
        else byProduct.set(product.id, [...(byProduct.get(product.id) ?? []), change]);
        seen.add(change.sku);
      }
      const next: Product[] = [];
      const stale: string[] = [];
      for (const [id, changes] of byProduct) {
        const product = catalogue.find((p) => p.id === id)!;
        const applied = applyVariantEdits(product, changes);
        if (!applied.ok) {
          errors.push(
            ...applied.errors.map((e) => ({ productId: id, path: e.sku, field: `variants.${e.sku}`, message: e.message })),
          );
          continue;
        }
        const fresh = changes.every((change) => change.version === versions.get(id));
        if (!fresh && !sameValue(applied.product, product)) stale.push(product.title);
        else next.push(applied.product);
      }
      if (errors.length > 0) return fieldErrors(errors);
      if (stale.length > 0) return err('CONFLICT', STALE_VARIANTS_MESSAGE(stale));
      return ok(next);
    },
    log,
  );
}
