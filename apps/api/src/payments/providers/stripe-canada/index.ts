import { stripeCanada } from '@store/core/payments/providers/stripe-canada/manifest';
import type { ProviderModule } from '../module';
import { sandboxCardProvider } from '../stripe-direct/sandbox';

/** The card in Canada: the direct card's adapters (sandbox card field, live Stripe) under its own name. */
export const provider: ProviderModule = {
  manifest: stripeCanada,
  sandbox: (deps) => sandboxCardProvider(deps, 'stripeCanada'),
  live: (gateways) => gateways.stripeCard('stripeCanada'),
};
