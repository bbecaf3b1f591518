import type { PaymentProvider } from '@store/core/enums';
import type { ProviderPanelProps } from '../provider-panels';

const SENTENCES: Partial<Record<PaymentProvider, string>> = {
  paypal: 'After Place order you approve the payment on PayPal, then come back here to finish.',
  paypalCredit: 'After Place order you apply and approve with PayPal Credit, then come back here to finish.',
  truemed: 'After Place order a Truemed window asks two short questions, then you pay with your HSA or FSA funds.',
};

/** The billing panel of PayPal, PayPal Credit and Truemed: one sentence on where paying happens. */
export function RedirectPanel({ provider }: ProviderPanelProps) {
  return (
    <p className="rounded-brand bg-surface p-3" data-testid={`provider-panel-${provider}`}>
      {SENTENCES[provider]}
    </p>
  );
}
