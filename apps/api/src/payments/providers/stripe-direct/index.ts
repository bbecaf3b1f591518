import { stripeDirect } from '@store/core/payments/providers/stripe-direct/manifest';
import type { ProviderModule } from '../module';
import { sandboxCardProvider } from './sandbox';

/** The card: the sandbox's hosted card field and 3-D Secure page, or live through Stripe (payments/live/stripe-*.ts). */
export const provider: ProviderModule = {
  manifest: stripeDirect,
  sandbox: (deps) => sandboxCardProvider(deps, 'stripeDirect'),
  live: (gateways) => gateways.stripeCard('stripeDirect'),
};
