import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MODERATED_FIELDS } from '@store/core/reviews/moderation-reasons';
import type { StaffReview } from '@store/core/reviews/moderation-wire';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { meQuery } from '../../lib/api/auth';
import { brandName, formatDateTime } from '../../lib/labels';
import { highlightParts } from './highlight';
import { RejectDialog, RemoveReplyDialog, ReplyDialog, useReviewMove } from './review-dialogs';
import { FIELD_LABELS, HELD_REASON_LABELS, QUEUE_LABELS, starsOf } from './review-labels';

const STATUS_TONE = { held: 'warn', published: 'good', rejected: 'bad' } as const;

/** One review in the queue: what it says, who wrote it about what, why it was held, and what staff may do with it. */
export function ReviewCard({ review }: { review: StaffReview }) {
  const headingId = `review-${review.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[1fr_auto] gap-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="staff-review"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-amber-600" aria-hidden="true">
            {starsOf(review.score)}
          </span>
          <span className="sr-only">{review.score} out of 5 stars</span>
          <Badge tone={STATUS_TONE[review.status]}>{QUEUE_LABELS[review.status]}</Badge>
          {review.verifiedBuyer ? <Badge tone="info">Verified buyer</Badge> : null}
          <span className="text-slate-600">{formatDateTime(review.createdAt)}</span>
        </div>
        <h2 id={headingId} className="text-base font-semibold break-words">
          {review.title}
        </h2>
        <p className="text-sm break-words whitespace-pre-line text-slate-900">{review.content}</p>
        <p className="text-sm text-slate-700">
          By <span className="font-semibold">{review.displayName}</span> · {review.productTitle}{' '}
          <span className="font-mono text-xs text-slate-500">({review.domainKey})</span> · {brandName(review.brand)}
        </p>
        <HeldBecause review={review} />
        {review.decision ? (
          <p className="text-xs text-slate-600">
            {QUEUE_LABELS[review.status]} by {review.decision.by} on {formatDateTime(review.decision.at)}
          </p>
        ) : null}
        {review.rejectionReason ? (
          <p className="rounded-md bg-red-50 p-2 text-sm text-red-900">
            <span className="font-semibold">Reason sent to the writer: </span>
            <span className="whitespace-pre-line">{review.rejectionReason}</span>
          </p>
        ) : null}
        {review.reply ? (
          <div className="rounded-md border-l-4 border-accent bg-slate-50 p-3 text-sm" data-testid="staff-review-reply">
            <p className="font-semibold">
              Public response from {brandName(review.brand)}{' '}
              <span className="font-normal text-slate-600">
                · {review.reply.by} · {formatDateTime(review.reply.at)}
                {review.reply.editedAt ? ` · edited ${formatDateTime(review.reply.editedAt)}` : ''}
              </span>
            </p>
            <p className="whitespace-pre-line">{review.reply.text}</p>
          </div>
        ) : null}
      </div>
      <ReviewActions review={review} />
    </article>
  );
}

/** Why the rule held it: the reasons, and each field that tripped it as the rule read it, the matches marked. */
function HeldBecause({ review }: { review: StaffReview }) {
  if (review.heldReasons.length === 0 && review.findings.length === 0) return null;
  const fields = MODERATED_FIELDS.filter((field) => review.findings.some((f) => f.field === field));
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="held-because">
      <p className="font-semibold text-amber-950">
        {review.status === 'held' ? 'Held because' : 'Was held because'}:{' '}
        {review.heldReasons.map((reason) => HELD_REASON_LABELS[reason]).join(', ')}
      </p>
      {fields.map((field) => (
        <p key={field} className="mt-1 break-words text-slate-800">
          <span className="text-xs font-semibold text-slate-600 uppercase">{FIELD_LABELS[field]} as read: </span>
          {highlightParts(
            review.read[field],
            review.findings.filter((f) => f.field === field).map((f) => f.match),
          ).map((part, i) =>
            part.hit ? (
              <mark key={i} className="rounded bg-amber-300 px-0.5 font-semibold text-slate-950">
                {part.text}
              </mark>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}

function ReviewActions({ review }: { review: StaffReview }) {
  const { data: me } = useSuspenseQuery(meQuery);
  const [open, setOpen] = useState<'reject' | 'reply' | 'remove' | null>(null);
  const approve = useReviewMove(review);
  if (!me.permissions.includes('reviews.moderate')) return null;
  const dialog = (name: 'reject' | 'reply' | 'remove') => ({
    review,
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });
  return (
    <div className="flex w-40 flex-col items-stretch gap-2">
      {review.status === 'held' ? (
        <Button variant="primary" pending={approve.isPending} onClick={() => approve.mutate({ action: 'approve' })}>
          Approve
        </Button>
      ) : null}
      {review.status !== 'rejected' ? (
        <Button variant={review.status === 'held' ? 'danger' : 'secondary'} onClick={() => setOpen('reject')}>
          {review.status === 'held' ? 'Reject' : 'Take down'}
        </Button>
      ) : null}
      {review.status === 'published' ? (
        <Button onClick={() => setOpen('reply')}>{review.reply ? 'Edit reply' : 'Reply'}</Button>
      ) : null}
      {review.reply ? <Button onClick={() => setOpen('remove')}>Remove reply</Button> : null}
      <RejectDialog {...dialog('reject')} />
      <ReplyDialog {...dialog('reply')} />
      {review.reply ? <RemoveReplyDialog {...dialog('remove')} /> : null}
    </div>
  );
}
