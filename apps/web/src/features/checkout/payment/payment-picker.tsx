'use client';

import { useId } from 'react';
import type { PaymentProvider } from '@store/core/enums';
import type { PaymentChoice } from '@store/core/payments/billing-choices';

/** Billing: the payment method picker, a radio group of the brand's providers with their payment method labels. */
export function PaymentPicker({
  choices,
  selected,
  onSelect,
}: {
  choices: readonly PaymentChoice[];
  selected: PaymentProvider;
  onSelect: (provider: PaymentProvider) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" id="payment-method-picker">
      <legend className="mb-2 font-semibold">Payment method</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.provider}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-brand border border-muted/40 px-3 has-[:checked]:border-brand has-[:checked]:bg-surface"
          >
            <input
              type="radio"
              className="size-5"
              name={name}
              value={choice.provider}
              checked={choice.provider === selected}
              onChange={() => onSelect(choice.provider)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
