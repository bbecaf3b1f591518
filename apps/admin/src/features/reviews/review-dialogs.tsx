import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REVIEW_REJECTION_MAX, REVIEW_REPLY_MAX, type StaffReview } from '@store/core/reviews/moderation-wire';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api/client';
import { moveReview, type ReviewMove } from '../../lib/api/reviews';
import { newIdempotencyKey } from '../../lib/idempotency';
import { DialogFooter } from '../orders/dialogs/dialog-footer';

const DONE: Record<ReviewMove['action'], string> = {
  approve: 'Review approved and published',
  reject: 'Review rejected; the writer is emailed the reason',
  reply: 'Reply published under the review',
  'remove-reply': 'Reply removed',
};

/** A change of a review: toasts, then the queue is fetched again (the review may leave this tab). */
export function useReviewMove(review: StaffReview, onDone?: (answer: StaffReview) => void) {
  const queryClient = useQueryClient();
  const notify = useToast();
  // One key per intent, kept for retries, renewed once a change went through.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: (move: ReviewMove) => moveReview(review, move, idempotencyKey),
    onSuccess: async (answer, move) => {
      setIdempotencyKey(newIdempotencyKey());
      notify({ title: DONE[move.action] });
      onDone?.(answer);
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
    onError: (error, move) => {
      if (move.action === 'approve' || move.action === 'remove-reply')
        notify({ title: 'The review did not change', description: errorMessage(error), tone: 'error' });
    },
  });
}

interface ReviewDialogProps {
  review: StaffReview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const rejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the review is rejected: the writer receives it')
    .max(REVIEW_REJECTION_MAX, `At most ${REVIEW_REJECTION_MAX} characters`),
});

export function RejectDialog({ review, open, onOpenChange }: ReviewDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject the review"
      description={`“${review.title}” by ${review.displayName}. The writer is emailed this reason.`}
    >
      <RejectForm review={review} onDone={() => onOpenChange(false)} />
    </AppDialog>
  );
}

function RejectForm({ review, onDone }: { review: StaffReview; onDone: () => void }) {
  const form = useForm<z.infer<typeof rejectSchema>>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });
  const mutation = useReviewMove(review, onDone);
  return (
    <form noValidate onSubmit={form.handleSubmit(({ reason }) => mutation.mutate({ action: 'reject', reason }))}>
      {mutation.isError ? <ErrorAlert title="The review was not rejected">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <TextAreaField
        label="Reason (emailed to the writer)"
        rows={4}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogFooter>
        <Button type="submit" variant="danger" pending={mutation.isPending}>
          Reject review
        </Button>
      </DialogFooter>
    </form>
  );
}

const replySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write the reply shoppers will read')
    .max(REVIEW_REPLY_MAX, `At most ${REVIEW_REPLY_MAX} characters`),
});

export function ReplyDialog({ review, open, onOpenChange }: ReviewDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={review.reply ? 'Edit the public reply' : 'Reply publicly'}
      description="Shown under the review on the storefront as the brand's response."
    >
      <ReplyForm review={review} />
    </AppDialog>
  );
}

function ReplyForm({ review }: { review: StaffReview }) {
  const [saved, setSaved] = useState<StaffReview['reply']>(null);
  const form = useForm<z.infer<typeof replySchema>>({
    resolver: zodResolver(replySchema),
    defaultValues: { text: review.reply?.text ?? '' },
  });
  const mutation = useReviewMove(review, (answer) => setSaved(answer.reply));
  return (
    <form noValidate onSubmit={form.handleSubmit(({ text }) => mutation.mutate({ action: 'reply', text }))}>
      <blockquote className="mb-3 border-l-4 border-slate-300 pl-3 text-sm text-slate-700">
        <p className="font-semibold">{review.title}</p>
        <p className="whitespace-pre-line">{review.content}</p>
      </blockquote>
      {mutation.isError ? <ErrorAlert title="The reply was not saved">{errorMessage(mutation.error)}</ErrorAlert> : null}
      {saved ? (
        <div
          role="status"
          className="mb-3 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm"
          data-testid="saved-reply"
        >
          <p className="font-semibold text-emerald-900">Published reply</p>
          <p className="whitespace-pre-line text-slate-900">{saved.text}</p>
        </div>
      ) : (
        <TextAreaField label="Reply" rows={5} error={form.formState.errors.text?.message} {...form.register('text')} />
      )}
      <DialogFooter>
        {saved ? null : (
          <Button type="submit" variant="primary" pending={mutation.isPending}>
            {review.reply ? 'Save reply' : 'Publish reply'}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

export function RemoveReplyDialog({ review, open, onOpenChange }: ReviewDialogProps) {
  const mutation = useReviewMove(review, () => onOpenChange(false));
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove the public reply?"
      description="Shoppers will no longer see the brand's response under this review."
    >
      {mutation.isError ? <ErrorAlert title="The reply was not removed">{errorMessage(mutation.error)}</ErrorAlert> : null}
      <DialogFooter>
        <Button variant="danger" pending={mutation.isPending} onClick={() => mutation.mutate({ action: 'remove-reply' })}>
          Remove reply
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
