import Stripe from 'stripe';
import { z } from 'zod';
import { safeId } from '@store/core';
import { STRIPE_CARD_PROVIDERS, type StripeCardProvider } from '@store/core/channels/channel-payments';
import type { ChannelSecrets } from './channel-accounts';
import type { EventPayment, VerifiedEvent, WebhookRefusal, WebhookVerifier } from '../webhooks/verifier';

/** Stripe's header: `t=<unix seconds>,v1=<hex HMAC-SHA256>` under the endpoint's signing secret (`whsec_...`). */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Stripe's own default: a signature older than this is refused, so a captured request cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

export const STRIPE_MISSING_SIGNATURE = 'Missing Stripe-Signature header';
export const STRIPE_NO_SECRET = 'No Stripe webhook signing secret for this brand';
export const STRIPE_EXPIRED_SIGNATURE = 'Stripe-Signature timestamp is outside the 5-minute tolerance';
export const STRIPE_INVALID_SIGNATURE = 'Stripe-Signature does not match the body';
export const STRIPE_INVALID_EVENT = 'Invalid Stripe event: expected { id, type, data: { object } }';

/**
 * What the store does with each Stripe event type: a PaymentIntent event settles the attempt (its state is then read
 * from Stripe, never from the payload); a refund is recorded. Any other type is acknowledged and stored nowhere.
 */
export const STRIPE_EVENT_ACTIONS: Readonly<Record<string, EventPayment['action']>> = {
  'payment_intent.succeeded': 'settle',
  'payment_intent.payment_failed': 'settle',
  'payment_intent.canceled': 'settle',
  'payment_intent.requires_action': 'settle',
  'payment_intent.amount_capturable_updated': 'settle',
  'charge.refunded': 'record',
};

const eventSchema = z.object({
  id: safeId(255),
  type: safeId(100),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
/** A PaymentIntent's id and the attempt key the adapter put in its metadata (stripe-card.ts). */
const intentSchema = z.object({
  id: safeId(255),
  metadata: z.object({ attempt: safeId(255).optional().catch(undefined) }).catch({}),
});
/** A Charge's PaymentIntent: an id, or the intent itself when expanded. */
const chargeSchema = z.object({
  payment_intent: z.union([safeId(255), z.object({ id: safeId(255) }).transform((intent) => intent.id)]),
});

/**
 * A verified Stripe event in the store's terms: the PaymentIntent it names (a Charge's intent for a refund) and what
 * to do; an event the store does not act on names none.
 */
export function stripeEventOf(body: unknown): VerifiedEvent | WebhookRefusal {
  const event = eventSchema.safeParse(body);
  if (!event.success) return { invalid: STRIPE_INVALID_EVENT };
  const { id, type, data } = event.data;
  const action = Object.hasOwn(STRIPE_EVENT_ACTIONS, type) ? STRIPE_EVENT_ACTIONS[type] : undefined;
  if (!action) return { id, type, payment: null };
  if (type.startsWith('payment_intent.')) {
    const intent = intentSchema.safeParse(data.object);
    if (!intent.success) return { invalid: STRIPE_INVALID_EVENT };
    return { id, type, payment: { providerRef: intent.data.id, attemptKey: intent.data.metadata.attempt ?? null, action } };
  }
  const charge = chargeSchema.safeParse(data.object);
  return { id, type, payment: charge.success ? { providerRef: charge.data.payment_intent, attemptKey: null, action } : null };
}

export interface StripeWebhookOptions {
  /** The card providers on Stripe in this process (an attempt of either may be named). */
  providers: readonly StripeCardProvider[];
  /** The endpoint signing secrets a brand's events may be signed with: its channel's, else STRIPE_WEBHOOK_SECRET. */
  secretsOf: (brand: string) => readonly string[];
  now: () => Date;
}

/** True when `check` does not throw a signature error (a body that is not JSON has a valid signature too). */
function holds(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (error) {
    return error instanceof SyntaxError;
  }
}

/**
 * POST /payments/webhooks/stripe: Stripe's own signature (`Stripe-Signature`) of the raw body, checked by the SDK's
 * `constructEvent` under the brand's endpoint secret, within Stripe's 5-minute tolerance.
 */
export function stripeWebhookVerifier(options: StripeWebhookOptions): WebhookVerifier {
  return {
    providers: options.providers,
    mediaType: 'application/json',
    async verify({ headers, rawBody, brand }) {
      const given = headers[STRIPE_SIGNATURE_HEADER];
      const header = Array.isArray(given) ? given.join(',') : given;
      if (!header) return { invalid: STRIPE_MISSING_SIGNATURE };
      const secrets = options.secretsOf(brand);
      if (secrets.length === 0) return { invalid: `${STRIPE_NO_SECRET} (${brand})` };
      const receivedAt = options.now().getTime();
      const verify = (secret: string, tolerance: number): unknown =>
        Stripe.webhooks.constructEvent(rawBody, header, secret, tolerance, undefined, receivedAt);
      let refusal = STRIPE_INVALID_SIGNATURE;
      for (const secret of secrets) {
        try {
          return stripeEventOf(verify(secret, TOLERANCE_SECONDS));
        } catch (error) {
          if (error instanceof SyntaxError) return { invalid: STRIPE_INVALID_EVENT };
          // A signature that holds once its age is not checked (tolerance 0) is an old one, not a mismatch.
          if (holds(() => verify(secret, 0))) refusal = STRIPE_EXPIRED_SIGNATURE;
        }
      }
      return { invalid: refusal };
    },
  };
}

/**
 * A brand's Stripe endpoint signing secrets: the ones its channel names (`payments.stripeDirect.webhookSecretEnv`,
 * `payments.stripeCanada.webhookSecretEnv`), else STRIPE_WEBHOOK_SECRET; none: its Stripe webhooks are refused.
 */
export function stripeWebhookSecrets(
  secrets: ChannelSecrets,
  processSecret: string | undefined,
  providers: readonly StripeCardProvider[] = STRIPE_CARD_PROVIDERS,
): (brand: string) => string[] {
  return (brand) => {
    const named = providers.flatMap((provider) => secrets.of(brand, provider, 'webhookSecretEnv') ?? []);
    if (named.length > 0) return [...new Set(named)];
    return processSecret === undefined ? [] : [processSecret];
  };
}
