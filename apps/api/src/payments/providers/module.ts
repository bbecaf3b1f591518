import type { PaymentProvider, ProviderManifest } from '@store/core/payments/provider-manifests';
import type { StripeCardProvider } from '@store/core/channels/channel-payments';
import type { PaymentProviderAdapter } from '../provider';
import type { LedgerDb } from '../sandbox/ledger';
import type { RedirectSandboxSpec } from '../sandbox/redirect-provider';
import type { BraintreeProvider } from './paypal/sandbox';

/** What a sandbox adapter is built from: the sandbox ledger's database and the clock. */
export interface SandboxDeps {
  db: LedgerDb;
  now: () => Date;
}

/**
 * The live gateways of a process (payments/live/live-providers.ts builds them from the keys and the channels): each
 * answers the adapter of one of its providers, or null when the gateway has no keys.
 */
export interface LiveGateways {
  /** Card payments through Stripe, each brand on its own account (stripe-accounts.ts). */
  stripeCard(provider: StripeCardProvider): PaymentProviderAdapter | null;
  /** PayPal and PayPal Credit through Braintree's one gateway, each brand on its merchant account. */
  braintreePaypal(provider: BraintreeProvider): PaymentProviderAdapter | null;
}

/**
 * One payment provider on the API side, exported as `provider` by `payments/providers/<provider>/index.ts`: its
 * manifest (packages/core), its sandbox adapter (PAYMENTS_MODE=sandbox), its live adapter when it can take real money,
 * and, for a provider paid on the sandbox's generic redirect page, that page's spec. Registered by provider-modules.ts.
 */
export interface ProviderModule {
  manifest: ProviderManifest & { name: PaymentProvider };
  /** The sandbox adapter; absent: no sandbox (a gateway that is not a provider of its own). */
  sandbox?: (deps: SandboxDeps) => PaymentProviderAdapter;
  /** The live adapter from the process's gateways; absent: sandbox only (never offered in live mode). */
  live?: (gateways: LiveGateways) => PaymentProviderAdapter | null;
  /** The sandbox's redirect page of this provider: its statuses and its one switch. */
  redirectSandbox?: RedirectSandboxSpec;
}
