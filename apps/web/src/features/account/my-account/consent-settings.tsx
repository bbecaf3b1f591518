'use client';

import { useState } from 'react';
import { CONSENT_LABELS } from '@store/core/checkout/consents';
import { updateMe, type Consents, type Me } from '../../../lib/api/my-account';
import { userFacingMessage } from '../../../lib/api/errors';
import { useHydrated } from '../../../lib/use-hydrated';

const CHOICES = ['sendEmail', 'sendSMS'] as const;

/**
 * Consent settings: the choices (sendEmail, sendSMS) with the checkout's wording; each change is
 * saved at once (PUT /accounts/me). A refused save puts the box back and says why.
 */
export function ConsentSettings({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const [consents, setConsents] = useState<Consents>(me.consents);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  // A box ticked before the page's scripts run would show a choice that is never saved.
  const hydrated = useHydrated();
  const change = async (key: keyof Consents, value: boolean) => {
    const before = consents;
    const next = { ...consents, [key]: value };
    setConsents(next);
    setPending(true);
    setStatus(null);
    try {
      const saved = await updateMe({ consents: next });
      setConsents(saved.consents);
      onSaved(saved);
      setStatus({ tone: 'ok', text: 'Your choices are saved.' });
    } catch (error) {
      setConsents(before);
      setStatus({ tone: 'error', text: userFacingMessage(error) });
    } finally {
      setPending(false);
    }
  };
  return (
    <section aria-labelledby="account-consents" className="flex flex-col gap-2" data-testid="account-consents">
      <h2 id="account-consents" className="text-2xl font-bold">
        Communication preferences
      </h2>
      <fieldset className="flex flex-col gap-1" disabled={pending || !hydrated} aria-busy={pending}>
        <legend className="sr-only">Updates and offers</legend>
        {CHOICES.map((key) => (
          <label key={key} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={key}
              checked={consents[key]}
              onChange={(event) => void change(key, event.target.checked)}
              className="size-5 shrink-0 accent-brand"
            />
            {CONSENT_LABELS[key]}
          </label>
        ))}
      </fieldset>
      <p role="status" className={`min-h-5 text-sm ${status?.tone === 'error' ? 'font-semibold text-red-700' : ''}`}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}
