import { reviewFindings, type ModerationReason, type ReviewScore } from '@store/core';
import { moderationText } from '@store/core/reviews/moderation-text';
import type { StaffReview } from '@store/core/reviews/moderation-wire';
import { queueOf } from '@store/core/reviews/review-states';
import type { ModeratedReviewRow } from '../../db/repositories/review-moderation';

/**
 * A review as staff see it: the text as written, and as the moderation rule reads it with what tripped the rule, so
 * the reason is plain even for a disguised link. The findings are worked out now (cheap, pure); the reasons are the
 * ones kept when it was written (the same rule, unless it changed since), else the findings' own.
 */
export function toStaffReview(row: ModeratedReviewRow): StaffReview {
  const findings = reviewFindings(row);
  const kept = row.heldReasons as ModerationReason[];
  return {
    id: row.id,
    brand: row.brand,
    domainKey: row.domainKey,
    productTitle: row.productTitle,
    orderId: row.orderId,
    score: row.score as ReviewScore,
    title: row.title,
    content: row.content,
    displayName: row.displayName,
    verifiedBuyer: row.verifiedBuyer,
    status: queueOf(row.status),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    heldReasons: kept.length > 0 ? kept : [...new Set(findings.map((f) => f.reason))],
    findings,
    read: {
      title: moderationText(row.title),
      content: moderationText(row.content),
      displayName: moderationText(row.displayName),
    },
    decision: row.decidedAt && row.decidedByEmail ? { by: row.decidedByEmail, at: row.decidedAt.toISOString() } : null,
    rejectionReason: row.rejectionReason,
    reply:
      row.replyText !== null && row.repliedAt && row.replyByEmail
        ? {
            text: row.replyText,
            by: row.replyByEmail,
            at: row.repliedAt.toISOString(),
            editedAt: row.replyEditedAt?.toISOString() ?? null,
          }
        : null,
  };
}

/** What the audit keeps of a review before and after a staff change. */
export function auditedReview(row: ModeratedReviewRow) {
  return {
    status: row.status,
    version: row.version,
    rejectionReason: row.rejectionReason,
    reply: row.replyText,
  };
}
