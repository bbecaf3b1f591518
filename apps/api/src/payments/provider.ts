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
 * What the store asks a provider to give back of one captured payment. `amount` is in minor units (> 0) in the
 * payment's currency; `idempotencyKey` is the store's refund row key (`refund_{refundId}`), recorded before the call:
 * the provider answers a repeated key with the first refund, so a retried or reconciled call never refunds twice.
 */
export interface RefundRequest {
  brand: string;
  orderId: string;
  /** The captured payment refunded (the store's payments row: its attempt key and the provider's reference). */
  payment: PaymentRef & { providerRef: string };
  amount: number;
  currency: string;
  idempotencyKey: string;
}

/** What names one refund at its provider, for reconciling it: the payment it was of and the refund's key. */
export type RefundRef = Pick<RefundRequest, 'brand' | 'orderId' | 'payment' | 'idempotencyKey'>;

/**
 * Why a provider refused a refund: `exceeds_captured` (this refund and the payment's earlier ones would come to more
 * than it captured), `not_refundable` (no captured payment of this order under that reference: unknown, not
 * captured, voided), `declined` (the provider refused it otherwise; `message` says why).
 */
export type RefundFailureReason = 'exceeds_captured' | 'not_refundable' | 'declined';

/**
 * A provider's answer to a refund in the store's terms, mapped from its own refund statuses in one exhaustive switch
 * per provider. `succeeded` carries the provider's refund reference and what it gave back. A refund the provider has
 * not finished (Stripe `pending`) is thrown as ProviderPendingError: an unknown outcome, reconciled by retrieveRefund.
 */
export type RefundOutcome =
  | { status: 'succeeded'; providerRef: string; amount: number; currency: string }
  | { status: 'failed'; reason: RefundFailureReason; message: string };

/** A refund looked up by its key: its outcome, or `not_found` when the provider never made one under the key. */
export type RefundLookup = RefundOutcome | { status: 'not_found' };

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
  /** Gives back part or all of a captured payment, once per key, never beyond what the payment captured. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** The refund made under `ref.idempotencyKey`, read only (a refund whose process died after calling the provider). */
  retrieveRefund(ref: RefundRef): Promise<RefundLookup>;
}
