import Stripe from 'stripe';
import type { PaymentProvider } from '@store/core';
import type { DeclineReason, PaymentProviderAdapter, PaymentRef, ProviderOutcome } from '../provider';
import { ProviderPendingError, reviewReturnPath } from './live-outcome';
import { stripeRefunds } from './stripe-refunds';

export interface StripeClientConfig {
  secretKey: string;
  /** Tests only: the local double's base URL (http://127.0.0.1:port); unset, the SDK's own api.stripe.com. */
  apiHost?: string;
  /** The SDK's automatic retries of a failed network call; each retry re-sends the same Idempotency-Key. */
  maxNetworkRetries?: number;
}

/** The official SDK's client, pointed at Stripe, or at a local double through host/port/protocol (tests). */
export function createStripeClient(config: StripeClientConfig): Stripe {
  const target = config.apiHost ? new URL(config.apiHost) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 1,
    timeout: 20_000,
    telemetry: false,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Stripe's reason for a failed confirmation, in the store's decline reasons (messages follow from it). */
function declineReason(error: { code?: string | null; decline_code?: string | null } | null | undefined): DeclineReason {
  if (error?.code === 'insufficient_funds' || error?.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error?.code === 'payment_intent_authentication_failure') return 'authentication_cancelled';
  return 'declined';
}

/**
 * The one exhaustive switch from Stripe's PaymentIntent statuses to the store's outcome. `requires_capture`
 * (authorized, not captured: a manual-capture account) waits like the sandbox's `approved`: only confirm() captures.
 */
export function stripeOutcome(intent: Stripe.PaymentIntent, provider: PaymentProvider = 'stripeDirect'): ProviderOutcome {
  const status = intent.status;
  switch (status) {
    case 'succeeded':
      return {
        status: 'succeeded',
        providerRef: intent.id,
        amount: intent.amount_received,
        currency: intent.currency.toUpperCase(),
      };
    case 'requires_action': {
      // The bank's page (3-D Secure); Stripe returns the shopper to return_url with payment_intent appended.
      const url = intent.next_action?.redirect_to_url?.url;
      if (url) return { status: 'requires_action', providerRef: intent.id, redirectUrl: url };
      // An action only Stripe.js can perform (no return_url was sent): the store cannot send the shopper there.
      return { status: 'failed', providerRef: intent.id, reason: 'authentication_cancelled' };
    }
    case 'requires_capture':
      return {
        status: 'requires_action',
        providerRef: intent.id,
        redirectUrl: reviewReturnPath(provider, intent.metadata.orderId ?? '', intent.id),
      };
    case 'requires_payment_method':
      return { status: 'failed', providerRef: intent.id, reason: declineReason(intent.last_payment_error) };
    case 'requires_confirmation':
    case 'canceled':
      return { status: 'failed', providerRef: intent.id, reason: 'cancelled' };
    case 'processing':
      throw new ProviderPendingError(`stripe: payment intent ${intent.id} is processing`);
    default:
      throw new Error(`stripe: unknown payment intent status ${String(status)}`);
  }
}

/**
 * A Stripe error that is an answer, not an unknown outcome: a card error carries the intent it left (declined), a
 * missing or unusable payment method is an invalid token. Anything else (network, 5xx, idempotency) is rethrown, so
 * the engine keeps the attempt processing for the reconciliation.
 */
function answerOfError(error: unknown, provider: PaymentProvider): ProviderOutcome {
  if (error instanceof Stripe.errors.StripeCardError)
    return error.payment_intent
      ? stripeOutcome(error.payment_intent, provider)
      : { status: 'failed', providerRef: null, reason: declineReason(error) };
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.param === 'payment_method' || error.code === 'resource_missing')
  )
    return { status: 'invalid_token' };
  throw error;
}

const quoted = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export interface StripeCardOptions {
  /** The client: one for every brand, or each brand's own (its channel's Stripe account, live/stripe-accounts.ts). */
  stripe: Stripe | ((brand: string) => Stripe);
  provider: Extract<PaymentProvider, 'stripeDirect' | 'stripeCanada'>;
  /** Absolute storefront origin of a brand (Stripe needs an absolute return_url), e.g. https://nestwood.example. */
  returnOrigin: (brand: string) => string;
  /**
   * The deployment's payment method configuration (`pmc_...`, QA and production differ), or a brand's (an id belongs to
   * one Stripe account); unset: the account's default.
   */
  paymentMethodConfiguration?: string | ((brand: string) => string | undefined) | undefined;
}

/**
 * Live mode: stripeDirect / stripeCanada through the official SDK. charge creates and confirms a PaymentIntent
 * under the attempt's Idempotency-Key (Stripe answers a repeated key with the first intent for 24 h, so a retried call
 * never charges twice); the intent's metadata carries the order and the attempt key, which retrieve() searches by
 * when the attempt has no provider reference yet (a process died before writing it).
 */
export function stripeCardProvider(options: StripeCardOptions): PaymentProviderAdapter {
  const { provider } = options;
  const given = options.stripe;
  // Every call is for one brand's payment (the request's or the reference's brand): it goes to that brand's account.
  const stripeOf = typeof given === 'function' ? given : () => given;
  const outcome = (intent: Stripe.PaymentIntent) => stripeOutcome(intent, provider);
  const byAttempt = async (ref: PaymentRef): Promise<Stripe.PaymentIntent | null> => {
    const stripe = stripeOf(ref.brand);
    if (ref.providerRef) return stripe.paymentIntents.retrieve(ref.providerRef);
    const found = await stripe.paymentIntents.search({ query: `metadata['attempt']:${quoted(ref.idempotencyKey)}`, limit: 10 });
    return found.data.find((i) => i.status === 'succeeded') ?? found.data[0] ?? null;
  };
  return {
    name: 'stripeCard',
    async charge(request) {
      try {
        const returnUrl = `${options.returnOrigin(request.brand)}/checkout/review?orderId=${encodeURIComponent(request.orderId)}`;
        const configured = options.paymentMethodConfiguration;
        const configuration = typeof configured === 'function' ? configured(request.brand) : configured;
        const intent = await stripeOf(request.brand).paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            payment_method: request.paymentToken,
            confirm: true,
            return_url: returnUrl,
            ...(configuration === undefined ? {} : { payment_method_configuration: configuration }),
            metadata: { orderId: request.orderId, attempt: request.idempotencyKey, brand: request.brand },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return outcome(intent);
      } catch (error) {
        return answerOfError(error, provider);
      }
    },
    async confirm(ref) {
      try {
        const stripe = stripeOf(ref.brand);
        const intent = await stripe.paymentIntents.retrieve(ref.providerRef);
        // A marker from another order's return is never this order's payment.
        if (intent.metadata.orderId !== ref.orderId) return { status: 'invalid_token' };
        if (intent.status !== 'requires_capture') return outcome(intent);
        return outcome(await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `${ref.idempotencyKey}:capture` }));
      } catch (error) {
        return answerOfError(error, provider);
      }
    },
    async retrieve(ref) {
      const intent = await byAttempt(ref);
      return intent ? outcome(intent) : { status: 'not_found' };
    },
    async void(ref) {
      const stripe = stripeOf(ref.brand);
      const intent = await stripe.paymentIntents.retrieve(ref.providerRef);
      switch (intent.status) {
        case 'succeeded':
          await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: `${ref.idempotencyKey}:refund` });
          return;
        case 'requires_payment_method':
        case 'requires_confirmation':
        case 'requires_action':
        case 'requires_capture':
          await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `${ref.idempotencyKey}:cancel` });
          return;
        case 'canceled':
          return;
        case 'processing':
        default:
          // `processing` cannot be cancelled yet: the caller retries the void later.
          throw new ProviderPendingError(`stripe: cannot void payment intent ${intent.id} in status ${intent.status}`);
      }
    },
    ...stripeRefunds(stripeOf),
  };
}
