import type { RedirectSandboxSpec } from '../../sandbox/redirect-provider';
import { STRIPE_REDIRECT_LIFECYCLE, stripeIntentOutcome, type StripeIntentStatus } from '../../sandbox/stripe-intent-status';

/** Bank (a Stripe bank debit): the shopper authorizes the debit on the bank's page. */
export const bankSandbox: RedirectSandboxSpec<StripeIntentStatus> = {
  provider: 'bank',
  displayName: 'Bank',
  lifecycle: STRIPE_REDIRECT_LIFECYCLE,
  outcomeOf: stripeIntentOutcome,
};
