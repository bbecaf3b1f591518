import type { PaymentProvider } from '@store/core/enums';
import { providerFlow } from '@store/core/payments/provider-flows';
import type { WebEnv } from '../env';

/** What this storefront process takes payments with (its environment): the mode and the live client pieces it has. */
export type StorefrontPayments = Pick<WebEnv, 'paymentsMode' | 'liveCard' | 'livePaypal'>;

/**
 * The brand's enabled providers (registry order) this storefront can offer a shopper. Sandbox mode: every one (the
 * sandbox serves each one's card field, page or wallet sheet). Live mode: only those with a live client piece here, a
 * card through Stripe.js (STRIPE_PUBLISHABLE_KEY) and PayPal or PayPal Credit through Braintree's SDK; every other
 * provider's flow is a sandbox page, frame or sheet, which live mode does not serve, so its button, picker choice and
 * financing message are not shown. The API still decides what it can charge (GET /payments/providers).
 */
export function storefrontProviders(enabled: readonly PaymentProvider[], payments: StorefrontPayments): PaymentProvider[] {
  if (payments.paymentsMode === 'sandbox') return [...enabled];
  return enabled.filter((provider) => {
    const { flow } = providerFlow(provider);
    if (flow === 'card') return payments.liveCard !== null;
    if (flow === 'braintree') return payments.livePaypal !== null;
    return false;
  });
}
