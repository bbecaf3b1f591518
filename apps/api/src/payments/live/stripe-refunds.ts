import Stripe from 'stripe';
import type { PaymentProviderAdapter, RefundLookup, RefundOutcome, RefundRef } from '../provider';
import { refundFailed, refundRequestProblem, replayed } from '../refund-outcomes';
import { ProviderPendingError } from './live-outcome';

/** The refund's metadata key holding the store's refund key: retrieveRefund finds a refund by it. */
export const REFUND_KEY_METADATA = 'refundKey';

/**
 * The one exhaustive switch from a Stripe Refund's status to the store's refund outcome. `pending` and
 * `requires_action` are not an answer yet: thrown as ProviderPendingError, so the caller keeps the refund pending and
 * reconciles it later by its key.
 */
export function stripeRefundOutcome(refund: Stripe.Refund): RefundOutcome {
  const status = refund.status;
  switch (status) {
    case 'succeeded':
      return { status: 'succeeded', providerRef: refund.id, amount: refund.amount, currency: refund.currency.toUpperCase() };
    case 'failed':
    case 'canceled':
      return refundFailed(
        'declined',
        `Stripe refund ${refund.id} ${status}${refund.failure_reason ? `: ${refund.failure_reason}` : ''}.`,
      );
    case 'pending':
    case 'requires_action':
      throw new ProviderPendingError(`stripe: refund ${refund.id} is ${status}`);
    case null:
    default:
      throw new Error(`stripe: unknown refund status ${String(status)}`);
  }
}

/**
 * Stripe's refusals of a refund, in the store's reasons: more than is left on the charge (`amount_too_large`,
 * `charge_already_refunded`), a payment that cannot be refunded (disputed, unknown, not captured), a reused key with
 * other parameters. Anything else (network, 5xx, rate limit) is rethrown: an unknown outcome, reconciled by the key.
 */
function refundAnswerOfError(error: unknown): RefundOutcome {
  if (error instanceof Stripe.errors.StripeIdempotencyError) return refundFailed('declined', error.message);
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
  switch (error.code) {
    case 'amount_too_large':
    case 'charge_already_refunded':
      return refundFailed('exceeds_captured', error.message);
    case 'charge_disputed':
    case 'resource_missing':
    case 'payment_intent_unexpected_state':
      return refundFailed('not_refundable', error.message);
    case undefined:
    default:
      return refundFailed('declined', error.message);
  }
}

/** The intent's refund made under the store's key (its metadata), if any: every page of the intent's refunds. */
async function refundUnderKey(stripe: Stripe, ref: RefundRef): Promise<Stripe.Refund | null> {
  for await (const refund of stripe.refunds.list({ payment_intent: ref.payment.providerRef, limit: 100 }))
    if (refund.metadata?.[REFUND_KEY_METADATA] === ref.idempotencyKey) return refund;
  return null;
}

/**
 * Live Stripe refunds. refund() checks the intent is this order's captured payment in the refund's currency, answers
 * a refund already made under the key (found by its metadata, so a retry past Stripe's 24-hour key memory still
 * replays), else creates one under the key as Idempotency-Key (two racing calls with one key make one refund). Stripe
 * itself refuses refunds beyond what the charge has left.
 */
export function stripeRefunds(stripeOf: (brand: string) => Stripe): Pick<PaymentProviderAdapter, 'refund' | 'retrieveRefund'> {
  return {
    async refund(request) {
      const stripe = stripeOf(request.brand);
      try {
        const intent = await stripe.paymentIntents.retrieve(request.payment.providerRef);
        if (intent.metadata.orderId !== request.orderId)
          return refundFailed('not_refundable', `Payment intent ${intent.id} is not this order's payment.`);
        const problem = refundRequestProblem(request, intent.currency);
        if (problem) return problem;
        if (intent.status !== 'succeeded')
          return refundFailed('not_refundable', `Payment intent ${intent.id} is ${intent.status}: nothing was captured.`);
        const earlier = await refundUnderKey(stripe, request);
        if (earlier) return replayed(stripeRefundOutcome(earlier), request);
        const refund = await stripe.refunds.create(
          {
            payment_intent: intent.id,
            amount: request.amount,
            metadata: { [REFUND_KEY_METADATA]: request.idempotencyKey, orderId: request.orderId },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return stripeRefundOutcome(refund);
      } catch (error) {
        return refundAnswerOfError(error);
      }
    },
    async retrieveRefund(ref): Promise<RefundLookup> {
      try {
        const refund = await refundUnderKey(stripeOf(ref.brand), ref);
        return refund ? stripeRefundOutcome(refund) : { status: 'not_found' };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return { status: 'not_found' };
        throw error;
      }
    },
  };
}
