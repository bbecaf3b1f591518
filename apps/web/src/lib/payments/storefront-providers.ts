import type { PaymentProvider } from '@store/core/enums';
import type { PaymentFlow } from '@store/core/payments/provider-manifests';
import { providerFlow } from '@store/core/payments/provider-flows';
import type { WebEnv } from '../env';

/** What this storefront process takes payments with (its environment): the mode and the live client pieces it has. */
export type StorefrontPayments = Pick<WebEnv, 'paymentsMode' | 'liveCard' | 'livePaypal'>;

/**
 * The script a live client piece of this storefront loads for a flow: Stripe.js for a card (STRIPE_PUBLISHABLE_KEY),
 * Braintree's hosted scripts for the braintree flow (PayPal, PayPal Credit); null for a flow it has no live piece for
 * (every other flow is a sandbox page, frame or sheet, which live mode does not serve).
 */
export function liveClientScript(flow: PaymentFlow, payments: StorefrontPayments): string | null {
  switch (flow) {
    case 'card':
      return payments.liveCard?.scriptUrl ?? null;
    case 'braintree':
      return payments.livePaypal?.scriptBase ?? null;
    case 'redirect':
    case 'wallet':
    case 'express':
      return null;
  }
}

/**
 * The brand's enabled providers (registry order) this storefront can offer a shopper. Sandbox mode: every one (the
 * sandbox serves each one's card field, page or wallet sheet). Live mode: only those whose flow has a live client
 * piece here (liveClientScript), so no button, picker choice or financing message of another provider is shown. The
 * API still decides what it can charge (GET /payments/providers).
 */
export function storefrontProviders(enabled: readonly PaymentProvider[], payments: StorefrontPayments): PaymentProvider[] {
  if (payments.paymentsMode === 'sandbox') return [...enabled];
  return enabled.filter((provider) => liveClientScript(providerFlow(provider).flow, payments) !== null);
}
