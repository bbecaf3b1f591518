'use client';

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { PaymentProvider } from '@store/core/enums';
import { approvalSentence } from '@store/core/payments/billing-choices';
import { PROVIDER_PANELS, type ProviderPanelProps } from './provider-panels';

type LazyPanel = LazyExoticComponent<ComponentType<ProviderPanelProps>>;

/**
 * One lazy component per provider, made once at module load (a component made during render would remount, and load
 * again, on every render); nothing is fetched until a panel is shown.
 */
const LAZY_PANELS: Partial<Record<PaymentProvider, LazyPanel>> = Object.fromEntries(
  Object.entries(PROVIDER_PANELS).map(([provider, load]) => [
    provider,
    lazy(() => load().then((component) => ({ default: component }))),
  ]),
);

/** A non-card provider's billing panel (provider-panels.ts, loaded with its chunk), else the plain approval sentence. */
export function ProviderPanel(props: ProviderPanelProps) {
  const sentence = (
    <p className="text-muted" data-testid="provider-sentence">
      {approvalSentence(props.provider)}
    </p>
  );
  const Panel = LAZY_PANELS[props.provider];
  if (Panel === undefined) return sentence;
  return (
    <Suspense fallback={sentence}>
      <Panel {...props} />
    </Suspense>
  );
}
