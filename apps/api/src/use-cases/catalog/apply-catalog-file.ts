import { eq, sql } from 'drizzle-orm';
import { err, ok, type BrandKey, type Result } from '@store/core';
import type { CatalogApply } from '@store/core/back-office/catalog-file-wire';
import { hasChanges, type SectionDiff } from '@store/core/catalog-file/diff';
import { isRecord } from '@store/core/catalog-file/issues';
import { planCounts, planRows } from '@store/core/catalog-file/plan-rows';
import type { Deps } from '../../context';
import { products } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { importCatalog } from './import-catalog';
import { checkFileBrand, planHash } from './plan-catalog-file';

export const STALE_PLAN_MESSAGE =
  'The catalogue changed since your dry run (or this is another file): run the dry run again and check the plan';

/** How many rows each changed section holds in the file ('signals.pairs': the file's signals.pairs). */
function rowsAfter(data: unknown, diffs: readonly SectionDiff[]): Record<string, number> {
  const size = (section: string) => {
    const value = section.split('.').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), data);
    return Array.isArray(value) ? value.length : 0;
  };
  return Object.fromEntries(diffs.filter(hasChanges).map((diff) => [diff.section, size(diff.section)]));
}

/** How many rows each changed section held before: the file's, less what it adds, plus what it removes. */
function rowsBefore(data: unknown, diffs: readonly SectionDiff[]): Record<string, number> {
  const after = rowsAfter(data, diffs);
  return Object.fromEntries(
    diffs.filter(hasChanges).map((d) => [d.section, (after[d.section] ?? 0) - d.added.length + d.removed.length]),
  );
}

/** Thrown inside the import's transaction to roll it back when the store is no longer what the dry run saw. */
class StalePlan extends Error {}

/**
 * POST /admin/catalog/file/apply: imports the file the member planned, checked whole again, in one transaction with its
 * audit entry (per section, how many rows were added, changed and removed, and which). `expectedPlan` is the dry run's
 * fingerprint: a store changed since (or another file) is a 409 and nothing is written. Catalogue-file imports of one
 * brand wait for each other (a transaction lock), so two members cannot both apply plans made on the same state. A
 * file the store already holds writes nothing and answers applied: false, so a retried apply is harmless. The brand's
 * product rows are locked for the transaction, so a product edit cannot slip in between the check and the writes.
 */
export async function applyCatalogFile(
  deps: Pick<Deps, 'db'>,
  actor: AuditActor,
  brand: BrandKey,
  upload: { text: string; data: unknown },
  expectedPlan: string,
): Promise<Result<CatalogApply>> {
  const sameBrand = checkFileBrand(brand, upload.data);
  if (!sameBrand.ok) return sameBrand;
  try {
    const result = await importCatalog(deps.db, [{ name: `${brand}.json`, data: upload.data }], {
      brand,
      inTransaction: async (tx, plans) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog-file:${brand}`}))`);
        // The brand's product rows stay locked until this import commits: an edit of one waits, then finds it changed.
        await tx.select({ id: products.id }).from(products).where(eq(products.brand, brand)).for('update');
        if ((await planHash(tx, brand, upload.text, upload.data)) !== expectedPlan) throw new StalePlan();
        const diffs = plans.flatMap((plan) => plan.diffs);
        await recordAudit(tx, actor, {
          action: 'catalog.file-import',
          brand,
          targetType: 'catalog',
          targetId: brand,
          before: { plan: expectedPlan, rows: rowsBefore(upload.data, diffs) },
          after: { rows: rowsAfter(upload.data, diffs), changes: planCounts(diffs), changed: planRows(diffs).slice(0, 200) },
        });
      },
    });
    if (!result.ok)
      return err(
        'BAD_REQUEST',
        `The file has ${result.issues.length} problem(s): run the dry run to see them; nothing was written`,
      );
    return ok({ brand, applied: result.applied, rows: planRows(result.plans.flatMap((plan) => plan.diffs)) });
  } catch (error) {
    if (error instanceof StalePlan) return err('CONFLICT', STALE_PLAN_MESSAGE);
    throw error;
  }
}
