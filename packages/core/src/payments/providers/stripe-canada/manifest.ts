import type { ProviderManifest } from '../manifest';
import { STRIPE_CSP_ORIGINS, STRIPE_ENV } from '../stripe-direct/manifest';

/** The card in Canada, through Stripe: the same client and keys as the direct card, a provider name of its own. */
export const stripeCanada = {
  name: 'stripeCanada',
  label: 'Card',
  flow: 'card',
  express: false,
  gateway: 'stripe',
  cspOrigins: STRIPE_CSP_ORIGINS,
  env: STRIPE_ENV,
  refunds: 'partial',
  webhook: 'stripe',
  browser: { handler: 'token' },
} as const satisfies ProviderManifest;
