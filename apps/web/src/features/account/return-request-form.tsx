'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from '@store/core/back-office/return-eligibility';
import { RETURN_TEXT_MAX } from '@store/core/back-office/return-wire';
import { userFacingMessage } from '../../lib/api/errors';
import { requestReturn } from '../../lib/api/returns';
import { PRIMARY_BUTTON, TEXT_BUTTON } from './button-styles';
import { FormOutcomeMessage, NO_OUTCOME, type FormOutcome } from './form-outcome';
import { useHydrated } from '../../lib/use-hydrated';

const INPUT =
  'min-h-11 w-full min-w-0 rounded-brand border border-muted/60 bg-page px-3 text-base aria-invalid:border-2 aria-invalid:border-red-700';

export const CHOOSE_REASON = 'Choose why you are returning it';
export const RETURN_RECEIVED = 'We received your return request. We will email you what happens next.';

export interface ReturnRequestFormProps {
  orderId: string;
  itemIdentifier: string;
  title: string;
  /** How many of the line may still be returned: the quantity choice shows only when more than one. */
  returnable: number;
  /** Injected in tests; POST /api/orders/{id}/returns otherwise. */
  submit?: typeof requestReturn;
}

/**
 * "Start a return" for one shipped line inside its trial: a small form (why, from the reasons as data; how many, when
 * more than one may go; an optional comment), posted with one Idempotency-Key per attempt so a double click opens one
 * return. The API's refusal is shown as it says it; on success the page is read again to list the return.
 */
export function ReturnRequestForm({
  orderId,
  itemIdentifier,
  title,
  returnable,
  submit = requestReturn,
}: ReturnRequestFormProps) {
  const ids = useId();
  // The order page is rendered on the server: a press before its scripts run would be lost.
  const hydrated = useHydrated();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [quantity, setQuantity] = useState(1);
  const [comment, setComment] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(NO_OUTCOME);
  const attemptKey = useRef<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason === '') return setReasonProblem(CHOOSE_REASON);
    setBusy(true);
    setOutcome(NO_OUTCOME);
    attemptKey.current ??= crypto.randomUUID();
    try {
      const trimmed = comment.trim();
      await submit(orderId, { itemIdentifier, quantity, reason, ...(trimmed ? { comment: trimmed } : {}) }, attemptKey.current);
      setOpen(false);
      setOutcome({ kind: 'done', message: RETURN_RECEIVED });
      router.refresh();
    } catch (error) {
      attemptKey.current = null;
      setOutcome({ kind: 'error', message: userFacingMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2" data-testid="return-request">
      {outcome.kind === 'done' ? null : (
        <button
          type="button"
          className={`${TEXT_BUTTON} self-start`}
          aria-expanded={open}
          aria-controls={`${ids}-form`}
          disabled={!hydrated}
          onClick={() => setOpen((o) => !o)}
        >
          Start a return<span className="sr-only"> of {title}</span>
        </button>
      )}
      {open ? (
        <form
          id={`${ids}-form`}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-3 rounded-brand border border-muted/30 p-4"
          aria-label={`Return of ${title}`}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-reason`} className="font-semibold">
              Reason
            </label>
            <select
              id={`${ids}-reason`}
              className={INPUT}
              value={reason}
              aria-invalid={reasonProblem !== undefined}
              aria-describedby={`${ids}-reason-error`}
              onChange={(e) => {
                setReason(e.target.value as ReturnReason | '');
                setReasonProblem(undefined);
              }}
            >
              <option value="">Choose a reason</option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {RETURN_REASON_LABELS[r]}
                </option>
              ))}
            </select>
            <p id={`${ids}-reason-error`} aria-live="polite" className="min-h-5 text-sm font-semibold text-red-700">
              {reasonProblem ?? ''}
            </p>
          </div>
          {returnable > 1 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${ids}-quantity`} className="font-semibold">
                Quantity
              </label>
              <select
                id={`${ids}-quantity`}
                className={`${INPUT} max-w-32`}
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
              >
                {Array.from({ length: returnable }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-comment`} className="font-semibold">
              Comment (optional)
            </label>
            <textarea
              id={`${ids}-comment`}
              className={`${INPUT} min-h-20 py-2`}
              maxLength={RETURN_TEXT_MAX}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </div>
          <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
            {busy ? 'Sending…' : 'Request the return'}
          </button>
        </form>
      ) : null}
      <FormOutcomeMessage outcome={outcome} testId="return-request-outcome" />
    </div>
  );
}
