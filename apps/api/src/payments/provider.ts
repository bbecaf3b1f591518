import type { Db } from '../db/repositories/carts';

/**
 * What the store asks a provider to do for one order. Amount and currency come from the order's frozen total,
 * never from the request; `idempotencyKey` is sent to providers that support one, so a retried call never charges
 * twice at the provider either.
 */
export interface ChargeRequest {
  brand: string;
  sessionHash: string;
  orderId: string;
  amount: number;
  currency: string;
  /** The provider's token for the payment method (a card token, a wallet session). Never a card number. */
  paymentToken: string;
  idempotencyKey: string;
}

/** Continues a payment that needed the shopper (3-D Secure, a redirect provider's approval page). */
export interface ConfirmRequest {
  brand: string;
  orderId: string;
  /** The provider's intent id, as the return brought it back (SPEC §2 payment_intent). */
  providerRef: string;
}

/**
 * A provider's answer in the store's terms. Every external status maps to one of these in the provider's own
 * exhaustive switch (DESIGN §5.7). `requires_action`: send the shopper to `redirectUrl`, then confirm on return.
 */
export type ProviderOutcome =
  | { status: 'succeeded'; providerRef: string }
  | { status: 'requires_action'; providerRef: string; redirectUrl: string }
  | { status: 'failed'; providerRef: string | null; reason: 'insufficient_funds' | 'declined' | 'authentication_cancelled' }
  | { status: 'invalid_token' };

/**
 * Where a provider keeps its state while the store's transaction runs. The sandbox providers keep theirs in this
 * database, inside the payment's transaction (so a rolled-back payment also rolls back its sandbox charge); a live
 * provider ignores it and calls its HTTP API with the idempotency key.
 */
export interface ProviderIo {
  db: Db;
  now: Date;
}

/** DESIGN §5.7: a payment provider is a small object implementing this one interface, registered in registry.ts. */
export interface PaymentProviderAdapter {
  /** A name for logs and the payments row (e.g. 'sandboxCard'). */
  readonly name: string;
  charge(request: ChargeRequest, io: ProviderIo): Promise<ProviderOutcome>;
  confirm(request: ConfirmRequest, io: ProviderIo): Promise<ProviderOutcome>;
  /** Gives up an unfinished intent (the shopper chose another card): it can never be confirmed afterwards. */
  cancel(request: ConfirmRequest, io: ProviderIo): Promise<void>;
}
