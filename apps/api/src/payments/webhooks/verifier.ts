import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProvider } from '@store/core';

/** A live gateway's webhook as the route received it: the headers, the raw body bytes, the brand of the host. */
export interface WebhookRequest {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  brand: string;
}

/** What a verified event asks of the store about one payment: settle it (read it from the provider) or only record it. */
export interface EventPayment {
  /** The provider's id of the payment (Stripe's PaymentIntent, Braintree's transaction): the attempt's providerRef. */
  providerRef: string;
  /** The attempt key the payment carries (Stripe's metadata.attempt, Braintree's orderId), when the payload has it. */
  attemptKey: string | null;
  action: 'settle' | 'record';
}

/** A provider's event whose signature held, in the store's terms. */
export interface VerifiedEvent {
  /** The provider's event id (Braintree has none: kind and subject), the dedupe key with the attempt's provider. */
  id: string;
  type: string;
  /** The payment it names; null: an event the store does not act on (acknowledged, stored nowhere). */
  payment: EventPayment | null;
}

/** Why a request is refused (400): no signature, one that does not match, a body that is not the gateway's event. */
export interface WebhookRefusal {
  invalid: string;
}

/**
 * A live gateway's parse-and-verify, next to its adapter (live/stripe-webhook.ts, live/braintree-webhook.ts): the
 * route at POST /payments/webhooks/{gateway} picks one by the path segment.
 */
export interface WebhookVerifier {
  /** The store's providers whose payments this gateway's events name: the attempt is looked up among them. */
  providers: readonly PaymentProvider[];
  /** The body's media type the gateway posts; any other is refused (415). */
  mediaType: 'application/json' | 'application/x-www-form-urlencoded';
  verify(request: WebhookRequest): Promise<VerifiedEvent | WebhookRefusal>;
  /**
   * A gateway that proves the endpoint is the store's before sending to it (Braintree's GET `?bt_challenge=`): the
   * answer to a challenge, null for a malformed one.
   */
  challenge?(value: string): string | null;
}

/** The live gateways' verifiers of a process, by the webhook path's segment (`stripe`, `braintree`). */
export type WebhookVerifiers = Readonly<Partial<Record<string, WebhookVerifier>>>;
