import type { RedirectSandboxSpec } from '../sandbox/redirect-provider';
import { STRIPE_REDIRECT_LIFECYCLE, stripeIntentOutcome, type StripeIntentStatus } from './stripe-intent-status';

/** Link (Stripe's saved payment details): the shopper approves with Link on its page. */
export const linkSandbox: RedirectSandboxSpec<StripeIntentStatus> = {
  provider: 'link',
  displayName: 'Link',
  lifecycle: STRIPE_REDIRECT_LIFECYCLE,
  outcomeOf: stripeIntentOutcome,
};
