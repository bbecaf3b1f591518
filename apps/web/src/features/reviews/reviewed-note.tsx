import { reviewedMessage, type ReviewedState } from './review-draft';

/** "You reviewed this product" in place of the form (plus "It appears once approved." while pending). */
export function ReviewedNote({ state }: { state: ReviewedState }) {
  return (
    <p className="text-sm font-semibold" data-testid="reviewed-note" data-state={state}>
      {reviewedMessage(state)}
    </p>
  );
}
