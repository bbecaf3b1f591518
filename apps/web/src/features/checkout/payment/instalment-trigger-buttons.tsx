'use client';

import type { InstalmentTrigger } from '@store/core/payments/instalment-triggers';

const BUTTON_LABELS: Record<InstalmentTrigger, string> = { splitIt: 'Pay with Splitit', affirm: 'Pay with Affirm' };

/**
 * Instalment trigger on billing: the "Pay with …" button beside a financing provider's message (the message
 * says what it costs; the financing list shows it only for totals the provider takes).
 */
export function InstalmentTriggerButton({
  trigger,
  disabled,
  onTrigger,
}: {
  trigger: InstalmentTrigger;
  disabled: boolean;
  onTrigger: (trigger: InstalmentTrigger) => void;
}) {
  return (
    <button
      type="button"
      className="min-h-11 rounded-brand border border-brand px-4 font-semibold disabled:opacity-60"
      disabled={disabled}
      onClick={() => onTrigger(trigger)}
      data-testid={`financing-${trigger}`}
    >
      {BUTTON_LABELS[trigger]}
    </button>
  );
}
