'use client';

import { LivePaypalButton } from '../braintree/live-paypal-button';
import type { ProviderPanelProps } from '../provider-panels';
import { RedirectPanel } from './redirect-panel';

/** PayPal and PayPal Credit on billing: PayPal's own button in live mode, else the sandbox's sentence. */
export function PaypalPanel(props: ProviderPanelProps) {
  if (!props.livePaypal || props.total === null) return <RedirectPanel {...props} />;
  return <LivePaypalButton provider={props.provider} total={props.total} config={props.livePaypal} />;
}
