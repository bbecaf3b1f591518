/**
 * What the store asks a provider to do for one payment attempt. Amount and currency come from the order's frozen
 * total, never from the request. `idempotencyKey` is derived from the store's payment attempt, recorded before the
 * provider is called: the provider answers a repeated key with the first payment, so a retried or reconciled call
 * never charges twice.
 */
export interface ChargeRequest {
  brand: string;
  sessionHash: string;
  orderId: string;
  amount: number;
  currency: string;
  /** The provider's token for the payment (a card token, a braintree client token, REDIRECT_START_TOKEN, a session id). */
  paymentToken: string;
  idempotencyKey: string;
  /** extraData.numberOfPayments (Splitit), from the order. */
  numberOfPayments?: number;
}

/** One payment at the provider: the attempt's key, and the provider's reference once it gave one. */
export interface PaymentRef {
  brand: string;
  orderId: string;
  idempotencyKey: string;
  providerRef: string | null;
}

export type DeclineReason = 'insufficient_funds' | 'declined' | 'authentication_cancelled' | 'cancelled';

/**
 * A provider's answer in the store's terms. Every external status maps to one of these in the provider's own
 * exhaustive switch. `succeeded` carries the amount and currency the provider charged: the store marks
 * an order paid only when they equal the order's total. `requires_action`: send the shopper to `redirectUrl` (3-D
 * Secure, a redirect provider's page), then confirm on return. `not_found`: the provider has no payment under the key
 * (the call never reached it), so nothing was charged.
 */
export type ProviderOutcome =
  | { status: 'succeeded'; providerRef: string; amount: number; currency: string }
  | { status: 'requires_action'; providerRef: string; redirectUrl: string }
  | { status: 'failed'; providerRef: string | null; reason: DeclineReason }
  | { status: 'invalid_token' }
  | { status: 'not_found' };

/**
 * A payment provider is a small object implementing this one interface, registered in registry.ts.
 * Providers are called outside the store's database transactions, as a remote API would be; they keep their own state
 * (the sandbox ledger, or the provider's servers in live mode).
 */
export interface PaymentProviderAdapter {
  /** A name for logs (e.g. 'sandboxCard'); the payments row keeps the provider name (PaymentProvider). */
  readonly name: string;
  /** Starts (or, for a repeated key, replays) the payment of an attempt. */
  charge(request: ChargeRequest): Promise<ProviderOutcome>;
  /** The shopper is back (3-D Secure, the provider's page): an approved payment is captured; otherwise its state. */
  confirm(ref: PaymentRef & { providerRef: string }): Promise<ProviderOutcome>;
  /** The payment's state at the provider, read only (reconciliation, webhooks). */
  retrieve(ref: PaymentRef): Promise<ProviderOutcome>;
  /** Gives up a payment no order keeps: an unfinished one can never be confirmed; a captured one is refunded. */
  void(ref: PaymentRef & { providerRef: string }): Promise<void>;
}
