import { ok, type Result } from '@store/core';
import type { Deps } from '../../context';
import { changeReviewAsStaff, type ReviewChangeOutcome, type ReviewStaff } from './change-review';

/** DELETE /admin/reviews/{id}/reply: the public reply is taken off; a review without one answers as done. */
export function removeReviewReply(
  deps: Pick<Deps, 'db' | 'wakeJobs'>,
  staff: ReviewStaff,
  input: { id: string; version: number },
): Promise<Result<ReviewChangeOutcome>> {
  return changeReviewAsStaff(deps, staff, input, (row) => {
    if (row.replyText === null) return ok('unchanged');
    return ok({
      action: 'review.reply.remove',
      set: { replyText: null, replyById: null, replyByEmail: null, repliedAt: null, replyEditedAt: null },
      pages: { kind: 'replied' },
    });
  });
}
