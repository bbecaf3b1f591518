'use client';

import { useId, useState, type FormEvent } from 'react';
import {
  TRUEMED_CONDITION_LABELS,
  TRUEMED_CONDITIONS,
  TRUEMED_INELIGIBLE_MESSAGE,
  type TruemedCondition,
} from '@store/core/payments/truemed';
import { userFacingMessage } from '../../../lib/api/errors';
import { answerTruemedSession } from '../../../lib/api/truemed';
import { AUTOFOCUS, ModalDialog, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../modals/modal-dialog';
import { useCheckoutState } from '../use-checkout';
import { closeHealthSavingsFrame, healthSavingsFrame } from './truemed-frame-store';

/**
 * "health-savings provider frame": the Truemed modal of review. First the short qualification (an HSA or FSA
 * card, the condition), sent with POST /truemed/sessions/{id}; once qualified, Truemed's own page in a frame with
 * Approve and Cancel, which take the whole window back to review with the Truemed marker.
 */
export function HealthSavingsFrame() {
  const { modals } = useCheckoutState();
  const frame = modals.healthSavingsProviderFrame ? healthSavingsFrame() : null;
  return frame === null ? null : <TruemedModal key={frame.sessionId} url={frame.url} sessionId={frame.sessionId} />;
}

function TruemedModal({ url, sessionId }: { url: string; sessionId: string }) {
  const formId = useId();
  const [hsaFsaCard, setCard] = useState<boolean | null>(null);
  const [condition, setCondition] = useState<TruemedCondition | ''>('');
  const [stage, setStage] = useState<'questions' | 'frame'>('questions');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (hsaFsaCard === null || condition === '') return setError('Answer both questions to continue.');
    setBusy(true);
    try {
      const state = await answerTruemedSession(sessionId, { hsaFsaCard, conditionCategory: condition });
      if (state.status === 'qualified') setStage('frame');
      else setError(TRUEMED_INELIGIBLE_MESSAGE);
    } catch (caught) {
      setError(userFacingMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const close = () => closeHealthSavingsFrame(error === TRUEMED_INELIGIBLE_MESSAGE ? error : undefined);
  const actions =
    stage === 'questions' ? (
      <>
        <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={busy} {...AUTOFOCUS}>
          Continue
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={close}>
          Back to checkout
        </button>
      </>
    ) : (
      <button type="button" className={SECONDARY_BUTTON} onClick={close}>
        Back to checkout
      </button>
    );
  return (
    <ModalDialog open title="Pay with HSA/FSA through Truemed" onClose={close} actions={actions} testId="health-savings-frame">
      {stage === 'questions' ? (
        <form id={formId} className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
          <fieldset className="flex flex-col gap-1">
            <legend className="font-semibold">Do you have an HSA or FSA card?</legend>
            {[true, false].map((value) => (
              <label key={String(value)} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="hsaFsaCard"
                  className="size-5"
                  checked={hsaFsaCard === value}
                  onChange={() => setCard(value)}
                />
                {value ? 'Yes' : 'No'}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1 font-semibold">
            What is the mattress for?
            <select
              className="min-h-11 rounded-brand border border-muted/40 bg-page px-3 font-normal"
              value={condition}
              onChange={(event) => setCondition(event.target.value as TruemedCondition)}
            >
              <option value="">Choose a condition</option>
              {TRUEMED_CONDITIONS.map((key) => (
                <option key={key} value={key}>
                  {TRUEMED_CONDITION_LABELS[key]}
                </option>
              ))}
            </select>
          </label>
          {error === null ? null : (
            <p role="alert" className="font-semibold text-red-700">
              {error}
            </p>
          )}
        </form>
      ) : (
        <iframe src={url} title="Truemed payment" className="h-80 w-full rounded-brand border border-muted/30" />
      )}
    </ModalDialog>
  );
}
