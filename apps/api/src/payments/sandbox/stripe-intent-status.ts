import type { ProviderOutcome } from '../provider';
import type { LedgerRow } from './ledger';
import type { RedirectLifecycle, RedirectOutcomes } from './redirect-provider';

/**
 * Stripe PaymentIntent statuses, for the bank debit and Link (both are Stripe payment methods). Stripe keeps a
 * refunded intent `succeeded` with a refunded charge; the sandbox writes `refunded` so the ledger alone tells it.
 */
export type StripeIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled'
  | 'refunded';

/** The one exhaustive switch from a Stripe PaymentIntent's status to the store's outcome. */
export function stripeIntentOutcome(row: LedgerRow, outcomes: RedirectOutcomes): ProviderOutcome {
  const status = row.status as StripeIntentStatus;
  switch (status) {
    case 'requires_confirmation':
    case 'requires_action':
    case 'processing':
    case 'requires_capture':
      return outcomes.waiting(row);
    case 'succeeded':
      return outcomes.charged(row);
    case 'requires_payment_method':
      // Stripe sends a refused payment method back to `requires_payment_method` (the bank or Link declined it).
      return outcomes.failed(row, 'declined');
    case 'canceled':
    case 'refunded':
      return outcomes.failed(row, 'cancelled');
  }
}

/** A redirect payment as a Stripe PaymentIntent: authorized on the page (`requires_capture`), captured on return. */
export const STRIPE_REDIRECT_LIFECYCLE: RedirectLifecycle<StripeIntentStatus> = {
  opened: 'requires_action',
  approved: 'requires_capture',
  declined: 'requires_payment_method',
  cancelled: 'canceled',
  captured: 'succeeded',
  voided: 'canceled',
  refunded: 'refunded',
};
