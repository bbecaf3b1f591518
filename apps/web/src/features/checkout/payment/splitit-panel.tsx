'use client';

import { useId } from 'react';
import { approvalSentence } from '@store/core/payments/billing-choices';
import { SPLITIT_PAYMENT_OPTIONS, splitItPayments } from '@store/core/payments/instalment-triggers';
import { updateCheckout } from '../checkout-store';
import { useCheckoutState } from '../use-checkout';
import type { ProviderPanelProps } from './provider-panels';

/**
 * Splitit's billing panel: the number of payments (splitItNumberOfPayments, default 12), sent with the order
 * as extraData.numberOfPayments. The per-payment amounts are Splitit's to state on its own page.
 */
export function SplitItPanel({ provider }: ProviderPanelProps) {
  const id = useId();
  const { splitItNumberOfPayments } = useCheckoutState();
  return (
    <div className="flex flex-col gap-2" data-testid="splitit-panel">
      <label htmlFor={id} className="font-semibold">
        Number of payments
      </label>
      <select
        id={id}
        className="min-h-12 w-full rounded-brand border border-muted/40 bg-page px-3 sm:w-48"
        value={splitItPayments(splitItNumberOfPayments)}
        onChange={(event) => updateCheckout({ splitItNumberOfPayments: splitItPayments(Number(event.target.value)) })}
      >
        {SPLITIT_PAYMENT_OPTIONS.map((count) => (
          <option key={count} value={count}>
            {count} payments
          </option>
        ))}
      </select>
      <p className="text-muted">{approvalSentence(provider)}</p>
    </div>
  );
}
