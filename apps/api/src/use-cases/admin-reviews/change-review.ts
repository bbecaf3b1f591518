import { err, ok, type BrandKey, type Result } from '@store/core';
import { staffSeesBrand, type StaffBrands } from '@store/core/back-office/staff-roles';
import type { ReviewChange } from '@store/core/reviews/cache-tags';
import type { StaffReview } from '@store/core/reviews/moderation-wire';
import { REVIEW_DECISION_MESSAGES } from '@store/core/reviews/review-states';
import type { Deps } from '../../context';
import type { Db } from '../../db/repositories/carts';
import { changeReview, lockReview, type ModeratedReviewRow } from '../../db/repositories/review-moderation';
import { recordAudit, type AuditActor } from '../../staff/audit';
import { auditedReview, toStaffReview } from './staff-review-json';

/** Who moderates: the audit's actor and the brands they work on. */
export interface ReviewStaff {
  actor: AuditActor;
  brands: StaffBrands;
}

/** What a staff change does to a review, worked out from the locked row. */
export type ReviewChangePlan =
  | {
      /** The audit action ('review.approve', ...). */
      action: string;
      set: Parameters<typeof changeReview>[3];
      /** What the storefront's pages must expire for it. */
      pages: ReviewChange;
      /** More work in the same transaction (the writer's email). */
      also?: (tx: Db, row: ModeratedReviewRow) => Promise<void>;
    }
  /** Already as asked (a replayed approve, the same reply again): answered as done, nothing written. */
  | 'unchanged';

export interface ReviewChangeOutcome {
  review: StaffReview;
  brand: BrandKey;
  /** null when nothing changed. */
  pages: ReviewChange | null;
}

/**
 * One staff change of a review, in one transaction: the row locked, the member's brand checked (another brand's review
 * is the 404 of a missing one), the change planned from the row (409 with the reason when its state refuses it), the
 * version the member read compared (409 when someone changed it since), then the change, the audit entry with before
 * and after, and any email job commit together. A change already made answers as done without writing anything, so a
 * retried request is harmless.
 */
export async function changeReviewAsStaff(
  deps: Pick<Deps, 'db' | 'wakeJobs'>,
  staff: ReviewStaff,
  input: { id: string; version: number },
  plan: (row: ModeratedReviewRow) => Result<ReviewChangePlan>,
): Promise<Result<ReviewChangeOutcome>> {
  let queuedJob = false;
  const result = await deps.db.transaction(async (tx): Promise<Result<ReviewChangeOutcome>> => {
    const row = await lockReview(tx, input.id);
    if (!row || !staffSeesBrand(staff.brands, row.brand)) return err('NOT_FOUND', REVIEW_DECISION_MESSAGES.notFound);
    const planned = plan(row);
    if (!planned.ok) return planned;
    const brand = row.brand as BrandKey;
    if (planned.value === 'unchanged') return ok({ review: toStaffReview(row), brand, pages: null });
    if (row.version !== input.version) return err('CONFLICT', REVIEW_DECISION_MESSAGES.stale);
    const { action, set, pages, also } = planned.value;
    const changed = await changeReview(tx, row.id, row.version, set);
    if (!changed) throw new Error(`review ${row.id} changed under its lock`);
    await recordAudit(tx, staff.actor, {
      action,
      brand,
      targetType: 'review',
      targetId: row.id,
      before: auditedReview(row),
      after: auditedReview(changed),
    });
    if (also) {
      await also(tx, changed);
      queuedJob = true;
    }
    return ok({ review: toStaffReview(changed), brand, pages });
  });
  if (result.ok && queuedJob) deps.wakeJobs?.();
  return result;
}

/** The decision's who and when. */
export const decidedBy = (staff: ReviewStaff, at: Date) => ({
  decidedById: staff.actor.staffId,
  decidedByEmail: staff.actor.staffEmail,
  decidedAt: at,
});
