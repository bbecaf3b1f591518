import type { ComponentType } from 'react';
import type { PaymentProvider } from '@store/core/enums';
import { PROVIDER_MANIFESTS, type BillingPanelKind } from '@store/core/payments/provider-manifests';
import type { LivePaypalConfig } from '../../../lib/env';

/** What the billing step gives the panel of the chosen provider. */
export interface ProviderPanelProps {
  provider: PaymentProvider;
  /** The cart total in minor units and its currency, from the server's cart. */
  total: { amount: number; currency: string } | null;
  /** Live PayPal (storefront PAYMENTS_MODE=live): where Braintree's client scripts are; null in the sandbox. */
  livePaypal?: LivePaypalConfig | null;
}

type PanelLoader = () => Promise<ComponentType<ProviderPanelProps>>;

/** One lazily loaded panel per kind (the manifests' `browser.panel`); the imports stay literal so each is a chunk. */
const PANEL_LOADERS: Readonly<Record<BillingPanelKind, PanelLoader>> = {
  walletSession: () => import('./amazon-pay/amazon-pay-panel').then((m) => m.AmazonPayPanel),
  instalments: () => import('./splitit-panel').then((m) => m.SplitItPanel),
  clientToken: () => import('./panels/paypal-panel').then((m) => m.PaypalPanel),
  note: () => import('./panels/redirect-panel').then((m) => m.RedirectPanel),
};

/**
 * The billing step's panel for each non-card provider with one (its manifest's `browser.panel`): what the shopper
 * reads and chooses before review (Splitit's number of payments, where PayPal will take them), loaded lazily with the
 * provider's chunk. Panels write their choices to the checkout store; they never pay (the provider's handler does).
 */
export const PROVIDER_PANELS: Partial<Record<PaymentProvider, PanelLoader>> = Object.fromEntries(
  PROVIDER_MANIFESTS.flatMap((manifest) =>
    'panel' in manifest.browser ? [[manifest.name, PANEL_LOADERS[manifest.browser.panel]]] : [],
  ),
);
