import type { ComponentType } from 'react';
import type { PaymentProvider } from '@store/core/enums';
import type { LivePaypalConfig } from '../../../lib/env';

/** What the billing step gives the panel of the chosen provider. */
export interface ProviderPanelProps {
  provider: PaymentProvider;
  /** The cart total in minor units and its currency, from the server's cart. */
  total: { amount: number; currency: string } | null;
  /** Live PayPal (storefront PAYMENTS_MODE=live): where Braintree's client scripts are; null in the sandbox. */
  livePaypal?: LivePaypalConfig | null;
}

/**
 * The billing step's panel for each non-card provider: what the shopper reads and chooses before review (Splitit's
 * number of payments, where PayPal or Affirm will take them), loaded lazily with the provider's chunk. Panels write
 * their choices to the checkout store; they never pay (the provider's handler does, on Place order).
 */
export const PROVIDER_PANELS: Partial<Record<PaymentProvider, () => Promise<ComponentType<ProviderPanelProps>>>> = {
  amazonPay: () => import('./amazon-pay/amazon-pay-panel').then((m) => m.AmazonPayPanel),
  splitIt: () => import('./splitit-panel').then((m) => m.SplitItPanel),
  paypal: () => import('./panels/paypal-panel').then((m) => m.PaypalPanel),
  paypalCredit: () => import('./panels/paypal-panel').then((m) => m.PaypalPanel),
  truemed: () => import('./panels/redirect-panel').then((m) => m.RedirectPanel),
};
