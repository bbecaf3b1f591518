import { err, ok, type Result } from '@store/core';
import { REVIEW_DECISION_MESSAGES } from '@store/core/reviews/review-states';
import type { Deps } from '../../context';
import { changeReviewAsStaff, decidedBy, type ReviewChangeOutcome, type ReviewStaff } from './change-review';

/**
 * POST /admin/reviews/{id}/approve: a held review is published. Approving a published one again answers as done (a
 * replay); a rejected one stays rejected (its writer was told), 409.
 */
export function approveReview(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  staff: ReviewStaff,
  input: { id: string; version: number },
): Promise<Result<ReviewChangeOutcome>> {
  return changeReviewAsStaff(deps, staff, input, (row) => {
    if (row.status === 'published') return ok('unchanged');
    if (row.status === 'rejected') return err('CONFLICT', REVIEW_DECISION_MESSAGES.rejectedIsFinal);
    return ok({
      action: 'review.approve',
      set: { status: 'published', ...decidedBy(staff, deps.now()) },
      pages: { kind: 'moderated', domainKey: row.domainKey, from: row.status, to: 'published' },
    });
  });
}
