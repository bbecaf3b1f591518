import { paypalCredit } from '@store/core/payments/providers/paypal-credit/manifest';
import type { ProviderModule } from '../module';
import { paypalProvider } from '../paypal/sandbox';

/** PayPal Credit via braintree: PayPal's adapters (sandbox page, live gateway) under its own name. */
export const provider: ProviderModule = {
  manifest: paypalCredit,
  sandbox: (deps) => paypalProvider(deps, 'paypalCredit'),
  live: (gateways) => gateways.braintreePaypal('paypalCredit'),
};
