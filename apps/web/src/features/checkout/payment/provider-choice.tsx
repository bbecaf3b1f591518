'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { PAYMENT_PROVIDER_LABELS, type PaymentProvider } from '@store/core/enums';
import { hasPaymentHandler } from './handlers/registry';
import { PROVIDER_PANELS, type ProviderPanelProps } from './provider-panels';

/**
 * The payment method choice of billing: the brand's providers that have a client handler here (minimal wiring for
 * PayPal, PayPal Credit and Truemed; the billing picker replaces it). Choosing one writes SPEC §3 paymentProvider.
 */
export function ProviderChoice({
  providers,
  value,
  onChange,
}: {
  providers: readonly PaymentProvider[];
  value: PaymentProvider;
  onChange: (provider: PaymentProvider) => void;
}) {
  const offered = providers.filter(hasPaymentHandler);
  if (offered.length < 2) return null;
  return (
    <fieldset className="flex flex-col gap-1" data-testid="payment-method">
      <legend className="mb-1 font-semibold">Payment method</legend>
      {offered.map((provider) => (
        <label key={provider} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="paymentProvider"
            className="size-5"
            value={provider}
            checked={provider === value}
            onChange={() => onChange(provider)}
          />
          {PAYMENT_PROVIDER_LABELS[provider]}
        </label>
      ))}
    </fieldset>
  );
}

/** The chosen provider's billing panel, loaded with its chunk (provider-panels.ts); nothing while it loads. */
export function ProviderPanel({ provider, total }: ProviderPanelProps) {
  const [Panel, setPanel] = useState<{ provider: PaymentProvider; component: ComponentType<ProviderPanelProps> } | null>(null);
  useEffect(() => {
    let live = true;
    void PROVIDER_PANELS[provider]?.().then((component) => {
      if (live) setPanel({ provider, component });
    });
    return () => {
      live = false;
    };
  }, [provider]);
  if (Panel === null || Panel.provider !== provider) return null;
  const Component = Panel.component;
  return <Component provider={provider} total={total} />;
}
