'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { REVIEW_CONTENT_MAX, REVIEW_DISPLAY_NAME_MAX, REVIEW_TITLE_MAX } from '@store/core/reviews/constants';
import { REVIEW_SCORES, type ReviewScore } from '@store/core/reviews/constants';
import { writeReview } from '../../lib/api/review-write-browser';
import { FormOutcomeMessage, NO_OUTCOME, type FormOutcome } from '../account/form-outcome';
import { PRIMARY_BUTTON, TEXT_BUTTON } from '../account/button-styles';
import { reviewFormProblems, type ReviewedState, type ReviewFormField, type ReviewFormValues } from './review-draft';
import { ReviewedNote } from './reviewed-note';
import { submitOutcome } from './submit-outcome';
import { useHydrated } from '../../lib/use-hydrated';
import { StarMark } from './stars';

export interface WriteReviewFormProps {
  orderId: string;
  domainKey: string;
  productTitle: string;
  /** The product's review for this order when it already has one (GET /reviews/orders/{id}): the note, no form. */
  reviewed?: ReviewedState | null;
  /** Injected in tests; POST /api/reviews otherwise. */
  submit?: typeof writeReview;
}

const INPUT =
  'min-h-11 w-full min-w-0 rounded-brand border border-muted/60 bg-page px-3 text-base aria-invalid:border-2 aria-invalid:border-red-700';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm font-semibold text-red-700">
      {message ?? ''}
    </p>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const EMPTY: ReviewFormValues = { score: null, title: '', content: '', displayName: '' };

/**
 * "Write a review" for one product of a paid order: stars as a radio group, title, review and the name to
 * show; posts POST /api/reviews and shows whether the review is published or waits for moderation. A product already
 * reviewed for the order (known from the page, written here, or a 409 from another tab) shows "You reviewed this product".
 */
export function WriteReviewForm({
  orderId,
  domainKey,
  productTitle,
  reviewed: known = null,
  submit = writeReview,
}: WriteReviewFormProps) {
  const ids = useId();
  // The order page is rendered on the server: a press before its scripts run would be lost.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ReviewFormValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<ReviewFormField, string>>>({});
  const [outcome, setOutcome] = useState<FormOutcome>(NO_OUTCOME);
  const [busy, setBusy] = useState(false);
  const [reviewed, setReviewed] = useState<ReviewedState | null>(known);
  const attemptKey = useRef<string | null>(null);

  /** Changes a field; a problem shown for it goes away as soon as the field is right (new ones wait for submit). */
  const set = (field: ReviewFormField, value: string | number) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (problems[field] === undefined) return;
    const now = reviewFormProblems(next);
    setProblems((shown) => ({ ...shown, [field]: now[field] }));
  };
  const invalid = (field: ReviewFormField) => ({
    'aria-invalid': problems[field] !== undefined,
    'aria-describedby': `${ids}-${field}-error`,
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = reviewFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0 || values.score === null) return;
    setBusy(true);
    setOutcome(NO_OUTCOME);
    attemptKey.current ??= crypto.randomUUID();
    try {
      const written = await submit(
        {
          orderId,
          domainKey,
          score: values.score as ReviewScore,
          title: values.title.trim(),
          content: values.content.trim(),
          displayName: values.displayName.trim(),
        },
        attemptKey.current,
      );
      const next = submitOutcome({ ok: true, status: written.status });
      setReviewed(next.reviewed);
      setOutcome(next.outcome);
    } catch (error) {
      attemptKey.current = null;
      const next = submitOutcome({ ok: false, error });
      setReviewed(next.reviewed);
      setOutcome(next.outcome);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2" data-testid="write-review">
      {reviewed !== null ? <ReviewedNote state={reviewed} /> : null}
      {reviewed === null ? (
        <button
          type="button"
          className={`${TEXT_BUTTON} self-start`}
          aria-expanded={open}
          aria-controls={`${ids}-form`}
          disabled={!hydrated}
          onClick={() => setOpen((o) => !o)}
        >
          Write a review<span className="sr-only"> of {productTitle}</span>
        </button>
      ) : null}
      {open && reviewed === null ? (
        <form
          id={`${ids}-form`}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-3 rounded-brand border border-muted/30 p-4"
          aria-label={`Review of ${productTitle}`}
        >
          <fieldset className="flex flex-col gap-1" aria-describedby={`${ids}-score-error`}>
            <legend className="font-semibold">Your rating</legend>
            <div className="grid max-w-sm grid-cols-5 gap-1">
              {REVIEW_SCORES.map((score) => (
                <label
                  key={score}
                  className="flex min-h-11 cursor-pointer items-center justify-center gap-1 rounded-brand border border-muted/40 px-1 has-checked:border-brand has-checked:bg-surface has-focus-visible:outline-2"
                >
                  <input
                    type="radio"
                    name={`${ids}-score`}
                    value={score}
                    checked={values.score === score}
                    onChange={() => set('score', score)}
                    className="size-4"
                  />
                  <span aria-hidden="true">
                    {score} <StarMark />
                  </span>
                  <span className="sr-only">
                    {score} star{score === 1 ? '' : 's'}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${ids}-score-error`} message={problems.score} />
          </fieldset>
          <Field id={`${ids}-title`} label="Title" error={problems.title}>
            <input
              id={`${ids}-title`}
              className={INPUT}
              maxLength={REVIEW_TITLE_MAX}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              {...invalid('title')}
            />
          </Field>
          <Field id={`${ids}-content`} label="Review" error={problems.content}>
            <textarea
              id={`${ids}-content`}
              className={`${INPUT} min-h-28 py-2`}
              maxLength={REVIEW_CONTENT_MAX}
              value={values.content}
              onChange={(e) => set('content', e.target.value)}
              {...invalid('content')}
            />
          </Field>
          <Field id={`${ids}-displayName`} label="Name shown with your review" error={problems.displayName}>
            <input
              id={`${ids}-displayName`}
              className={INPUT}
              maxLength={REVIEW_DISPLAY_NAME_MAX}
              autoComplete="nickname"
              value={values.displayName}
              onChange={(e) => set('displayName', e.target.value)}
              {...invalid('displayName')}
            />
          </Field>
          <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
            {busy ? 'Sending…' : 'Submit review'}
          </button>
        </form>
      ) : null}
      <FormOutcomeMessage outcome={outcome} testId="write-review-outcome" />
    </div>
  );
}
