'use client';

import type { ReactNode } from 'react';
import { PAYMENT_PROVIDER_LABELS } from '@store/core/enums';
import type { InstalmentTrigger } from '@store/core/payments/instalment-triggers';

const BUTTON_LABELS: Record<InstalmentTrigger, string> = { splitIt: 'Pay with Splitit', affirm: 'Pay with Affirm' };

/**
 * SPEC §4 Instalment triggers on billing: each financing provider's message (the financing-messages work fills the
 * slot; no amount is computed here) beside its "Pay with …" button.
 */
export function InstalmentTriggerButtons({
  triggers,
  messages,
  disabled,
  onTrigger,
}: {
  triggers: readonly InstalmentTrigger[];
  messages?: Partial<Record<InstalmentTrigger, ReactNode>>;
  disabled: boolean;
  onTrigger: (trigger: InstalmentTrigger) => void;
}) {
  if (triggers.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Pay over time">
      {triggers.map((trigger) => (
        <li
          key={trigger}
          className="flex flex-col gap-2 rounded-brand border border-muted/30 p-3 sm:flex-row sm:items-center sm:justify-between"
          data-testid={`financing-${trigger}`}
        >
          {/* Until the financing message fills the slot, a plain line names the provider (no amounts here). */}
          <div className="text-sm">{messages?.[trigger] ?? `Pay over time with ${PAYMENT_PROVIDER_LABELS[trigger]}.`}</div>
          <button
            type="button"
            className="min-h-11 rounded-brand border border-brand px-4 font-semibold disabled:opacity-60"
            disabled={disabled}
            onClick={() => onTrigger(trigger)}
          >
            {BUTTON_LABELS[trigger]}
          </button>
        </li>
      ))}
    </ul>
  );
}
