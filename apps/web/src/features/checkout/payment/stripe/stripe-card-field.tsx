'use client';

import { useId } from 'react';
import type { StripeCardFieldHandle } from './use-stripe-card-field';

const SLOTS = [
  { name: 'number', label: 'Card number' },
  { name: 'expiry', label: 'Expiry' },
  { name: 'cvc', label: 'CVC' },
] as const;

/**
 * Live card field, labelled 'Card' like the sandbox one: three slots where Stripe Elements mount their own
 * frames (the card is typed only there), with the message (or Stripe's) announced under them.
 */
export function StripeCardField({
  field: { attachContainer, loadError },
  error,
}: {
  field: StripeCardFieldHandle;
  error: string | null;
}) {
  const labelId = useId();
  const errorId = useId();
  const message = loadError ?? error;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={message ? errorId : undefined}
      className="flex flex-col gap-1"
      data-testid="stripe-card-field"
    >
      <span id={labelId} className="text-sm font-semibold">
        Card
      </span>
      <div ref={attachContainer} className="grid grid-cols-2 gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        {SLOTS.map(({ name, label }) => (
          <div key={name} className={name === 'number' ? 'col-span-2 sm:col-span-1' : undefined}>
            <span className="mb-1 block text-sm">{label}</span>
            <div
              data-stripe-slot={name}
              className="min-h-11 rounded-[var(--radius)] border border-current/30 bg-white px-3 py-3 [&_input]:w-full [&_input]:outline-none"
            />
          </div>
        ))}
      </div>
      <p id={errorId} role="alert" className="min-h-5 text-sm text-red-700">
        {message ?? ''}
      </p>
    </div>
  );
}
