import { createHash } from 'node:crypto';
import { err, ok, upsellItemSchema, type BrandKey, type DomainError, type Result, type UpsellItem } from '@store/core';
import { canonicalize, sameValue } from '@store/core/catalog-file/canonical';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import {
  checkUpsellsEdit,
  offersExcluding,
  parseUpsellDocument,
  type UpsellFieldError,
} from '@store/core/catalog-admin/check-upsells';
import type { SavedUpsell, UpsellList } from '@store/core/catalog-admin/upsell-wire';
import type { Database } from '../../db/client';
import { listProducts } from '../../db/repositories/products';
import { listUpsells } from '../../db/repositories/upsells';
import { writeUpsells } from '../../db/repositories/store-data-write';
import { lockBrandCatalogue } from '../../db/repositories/catalog-edits';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { announceCatalogChange } from '../catalog/announce-catalog-change';
import type { CatalogEditDeps } from './commit-product-edits';

export type UpsellEditError = DomainError & { errors?: UpsellFieldError[] };
export type UpsellEditResult<T> = Result<T, UpsellEditError>;
type Log = { warn: (details: object, message: string) => void };
export interface UpsellStaff {
  actor: AuditActor;
  brands: StaffBrands;
}

/** An offer's version: computed on read from its canonical JSON, so an import or another editor's save moves it on. */
export function upsellVersion(offer: UpsellItem): string {
  return createHash('sha256')
    .update(JSON.stringify(canonicalize(upsellItemSchema, offer)))
    .digest('hex')
    .slice(0, 16);
}

const notFound = (): UpsellEditResult<never> => err('NOT_FOUND', 'No such upsell offer in this brand');
const fieldErrors = (errors: UpsellFieldError[]): UpsellEditResult<never> => {
  const first = errors[0]!;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return { ok: false, error: { code: 'BAD_REQUEST', message: `Not saved: ${first.path}: ${first.message}${more}`, errors } };
};
const stale = (name: string): UpsellEditResult<never> =>
  err(
    'CONFLICT',
    `The offer ${name} was changed by someone else since you opened it; nothing was saved. Reload to see the current version, then make your change again.`,
  );

/** GET /admin/catalog/upsells?brand=: the brand's upsells section, each offer with its version; another brand is a 404. */
export async function listBrandUpsells(
  db: Pick<Database, 'select'>,
  brands: StaffBrands,
  brand: BrandKey,
): Promise<Result<UpsellList>> {
  if (!staffSeesBrand(brands, brand)) return err('NOT_FOUND', 'No such brand');
  const offers = await listUpsells(db, brand);
  return ok({ brand, offers: offers.map((offer) => ({ offer, version: upsellVersion(offer) })) });
}

/** The upsells section as it should be after the edit (and the offers to check), planned on what is stored, or a refusal. */
type PlanUpsells = (stored: readonly UpsellItem[]) => UpsellEditResult<{ next: UpsellItem[]; checked: string[] }>;

/**
 * Every offer edit as ONE change, as a catalogue-file import of the upsells section would make it: under the brand's
 * catalogue lock, the whole section as it would be is checked by the importer's own rules against the brand's products
 * (only the problems of the edited offers, or of offers left naming a removed one, count), the section is written in
 * catalogue order, and the audit entry holds the offer before and after, in the same transaction. Then the storefronts
 * are told, so the offer shows with its product at once.
 */
async function commitUpsellEdit(
  deps: CatalogEditDeps,
  staff: UpsellStaff,
  brand: BrandKey,
  name: string,
  plan: PlanUpsells,
  log: Log,
): Promise<UpsellEditResult<SavedUpsell>> {
  if (!staffSeesBrand(staff.brands, brand)) return notFound();
  const outcome = await deps.db.transaction(async (tx): Promise<UpsellEditResult<SavedUpsell>> => {
    await lockBrandCatalogue(tx, brand);
    const stored = await listUpsells(tx, brand);
    const planned = plan(stored);
    if (!planned.ok) return planned;
    const before = stored.find((u) => u.name === name) ?? null;
    // The last of that name: a new offer under a used name is checked (and refused), not taken for the stored one.
    const after = planned.value.next.findLast((u) => u.name === name) ?? null;
    if (sameValue(before, after)) return ok({ name, version: after ? upsellVersion(after) : null, changed: false });
    const products = await listProducts(tx, brand);
    const errors = checkUpsellsEdit(brand, products, planned.value.next, new Set(planned.value.checked));
    if (errors.length > 0) return fieldErrors(errors);
    await writeUpsells(tx, brand, planned.value.next);
    const action = !before ? 'catalog.upsell-create' : !after ? 'catalog.upsell-delete' : 'catalog.upsell-update';
    await recordAudit(tx, staff.actor, { action, brand, targetType: 'upsell', targetId: name, before, after });
    return ok({ name, version: after ? upsellVersion(after) : null, changed: true });
  });
  if (outcome.ok && outcome.value.changed) await announceCatalogChange(deps, brand, { log });
  return outcome;
}

/** POST: a new offer at the end of the section; a name already used is named on the new offer. */
export function createUpsell(deps: CatalogEditDeps, staff: UpsellStaff, brand: BrandKey, input: unknown, log: Log) {
  const parsed = parseUpsellDocument(input, '(new offer)');
  if (!parsed.ok) return Promise.resolve(fieldErrors(parsed.error));
  const offer = parsed.value;
  return commitUpsellEdit(
    deps,
    staff,
    brand,
    offer.name,
    (stored) => {
      // A retried create of what is stored already answers unchanged; another offer of that name is a 400.
      const same = stored.find((u) => u.name === offer.name);
      if (same && sameValue(same, offer)) return ok({ next: [...stored], checked: [offer.name] });
      return ok({ next: [...stored, offer], checked: [offer.name] });
    },
    log,
  );
}

/** PUT: the whole offer, saved in its place; the name is its key and stays; a stale version is a 409. */
export function saveUpsell(
  deps: CatalogEditDeps,
  staff: UpsellStaff,
  target: { brand: BrandKey; name: string },
  body: { version: string; offer: unknown },
  log: Log,
) {
  const parsed = parseUpsellDocument(body.offer, target.name);
  if (!parsed.ok) return Promise.resolve(fieldErrors(parsed.error));
  const offer = parsed.value;
  if (offer.name !== target.name)
    return Promise.resolve(
      fieldErrors([
        { name: target.name, path: 'name', field: 'name', message: `the name is the offer's key and stays ${target.name}` },
      ]),
    );
  return commitUpsellEdit(
    deps,
    staff,
    target.brand,
    target.name,
    (stored) => {
      const current = stored.find((u) => u.name === target.name);
      if (!current) return notFound();
      // Saving what is stored already is fine whatever version it was made on: a retry never fails as stale.
      if (upsellVersion(current) !== body.version && !sameValue(current, offer)) return stale(target.name);
      return ok({ next: stored.map((u) => (u.name === target.name ? offer : u)), checked: [target.name] });
    },
    log,
  );
}

/** DELETE: removes the offer; an offer still naming it in `excludes` is named, and nothing is removed. */
export function removeUpsell(
  deps: CatalogEditDeps,
  staff: UpsellStaff,
  target: { brand: BrandKey; name: string },
  version: string,
  log: Log,
) {
  return commitUpsellEdit(
    deps,
    staff,
    target.brand,
    target.name,
    (stored) => {
      const current = stored.find((u) => u.name === target.name);
      // Removing what is gone already answers unchanged (a retried remove), not 404.
      if (!current) return ok({ next: [...stored], checked: [] });
      if (upsellVersion(current) !== version) return stale(target.name);
      const next = stored.filter((u) => u.name !== target.name);
      return ok({ next, checked: offersExcluding(stored, target.name) });
    },
    log,
  );
}
