import { paypal } from '@store/core/payments/providers/paypal/manifest';
import type { ProviderModule } from '../module';
import { paypalProvider } from './sandbox';

/** PayPal's ledger vocabulary and the providers that share it (the sandbox page and the live gateway read them). */
export { BRAINTREE_PROVIDERS, type BraintreeProvider, type PaypalOrderStatus } from './sandbox';

/** PayPal via braintree: the sandbox PayPal page, or live through Braintree's gateway. */
export const provider: ProviderModule = {
  manifest: paypal,
  sandbox: (deps) => paypalProvider(deps, 'paypal'),
  live: (gateways) => gateways.braintreePaypal('paypal'),
};
