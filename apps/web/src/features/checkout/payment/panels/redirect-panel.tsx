import { manifestOf } from '@store/core/payments/provider-manifests';
import type { ProviderPanelProps } from '../provider-panels';

/** The billing panel of a provider paid after Place order: one sentence on where paying happens (its manifest's note). */
export function RedirectPanel({ provider }: ProviderPanelProps) {
  return (
    <p className="rounded-brand bg-surface p-3" data-testid={`provider-panel-${provider}`}>
      {manifestOf(provider).browser.note}
    </p>
  );
}
