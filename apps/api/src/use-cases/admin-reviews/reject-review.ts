import { err, ok, type Result } from '@store/core';
import { REVIEW_DECISION_MESSAGES } from '@store/core/reviews/review-states';
import type { Deps } from '../../context';
import { enqueueJob } from '../../db/repositories/jobs';
import { reviewRejectedEmailJob } from '../../jobs/handlers/send-review-rejected';
import { changeReviewAsStaff, decidedBy, type ReviewChangeOutcome, type ReviewStaff } from './change-review';

/**
 * POST /admin/reviews/{id}/reject: a held review is refused, or a published one taken down, with a reason that is
 * emailed to its writer (the email of the order the review came from; a review without one, seeded, emails nobody).
 * The email job is queued in the same transaction under a key of the review, so it is sent once however often the
 * request is retried; a review already rejected is a 409.
 */
export function rejectReview(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  staff: ReviewStaff,
  input: { id: string; version: number; reason: string },
): Promise<Result<ReviewChangeOutcome>> {
  return changeReviewAsStaff(deps, staff, input, (row) => {
    if (row.status === 'rejected') return err('CONFLICT', REVIEW_DECISION_MESSAGES.alreadyRejected);
    return ok({
      action: 'review.reject',
      set: { status: 'rejected', rejectionReason: input.reason, ...decidedBy(staff, deps.now()) },
      pages: { kind: 'moderated', domainKey: row.domainKey, from: row.status, to: 'rejected' },
      also: async (tx, changed) => {
        if (changed.orderId) await enqueueJob(tx, reviewRejectedEmailJob(changed.brand, changed.id));
      },
    });
  });
}
