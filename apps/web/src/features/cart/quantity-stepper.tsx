'use client';

import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

export interface QuantityStepperProps {
  title: string;
  quantity: number;
  onChange: (quantity: number) => void;
  /** Highest quantity a line can take (the API refuses more than 20). */
  max?: number;
}

const buttonClass =
  'flex size-11 items-center justify-center text-lg font-semibold disabled:cursor-not-allowed disabled:text-muted';

/**
 * A line's quantity: minus, an editable number labelled 'Quantity for {title}', plus; each step is sent at once. Inert
 * until the page's scripts run (the cart page is rendered on the server): a press before then would be lost.
 */
export function QuantityStepper({ title, quantity, onChange, max = 20 }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const hydrated = useHydrated();
  const commit = () => {
    if (draft === null) return;
    const next = Number(draft);
    setDraft(null);
    if (Number.isInteger(next) && next >= 0 && next !== quantity) onChange(Math.min(max, next));
  };
  return (
    <div
      className="inline-flex items-center rounded-brand border border-muted/40"
      role="group"
      aria-label={`Quantity of ${title}`}
    >
      <button
        type="button"
        className={buttonClass}
        aria-label={`Decrease quantity for ${title}`}
        disabled={!hydrated || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-label={`Quantity for ${title}`}
        className="h-11 w-12 border-x border-muted/40 bg-page text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        readOnly={!hydrated}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={`Increase quantity for ${title}`}
        disabled={!hydrated || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
