import { err, ok, type Result } from '@store/core';
import { REVIEW_DECISION_MESSAGES } from '@store/core/reviews/review-states';
import type { Deps } from '../../context';
import { changeReviewAsStaff, type ReviewChangeOutcome, type ReviewStaff } from './change-review';

/**
 * PUT /admin/reviews/{id}/reply: the brand's public reply to a published review, written or edited (an edit keeps
 * when it was first written and records when it changed). The same text again answers as done.
 */
export function replyToReview(
  deps: Pick<Deps, 'db' | 'now' | 'wakeJobs'>,
  staff: ReviewStaff,
  input: { id: string; version: number; text: string },
): Promise<Result<ReviewChangeOutcome>> {
  return changeReviewAsStaff(deps, staff, input, (row) => {
    if (row.status !== 'published') return err('CONFLICT', REVIEW_DECISION_MESSAGES.replyNeedsPublished);
    if (row.replyText === input.text) return ok('unchanged');
    const now = deps.now();
    const editing = row.replyText !== null;
    return ok({
      action: editing ? 'review.reply.edit' : 'review.reply',
      set: {
        replyText: input.text,
        replyById: staff.actor.staffId,
        replyByEmail: staff.actor.staffEmail,
        repliedAt: editing ? row.repliedAt : now,
        replyEditedAt: editing ? now : null,
      },
      pages: { kind: 'replied' },
    });
  });
}
