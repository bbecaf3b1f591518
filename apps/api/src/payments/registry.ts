import type { BrandConfig, PaymentProvider } from '@store/core';
import type { LedgerDb } from './sandbox/ledger';
import type { PaymentProviderAdapter } from './provider';
import { PROVIDER_MODULES } from './provider-modules';

/** What providers are built from: the sandbox ledger's database and the clock (live providers add their keys). */
export interface ProviderDeps {
  db: LedgerDb;
  now: () => Date;
  /** PAYMENTS_MODE=live: the live adapters built from the keys (live/live-providers.ts); no sandbox one is offered. */
  live?: PaymentProviders;
}

/** The providers of one process, by provider name. */
export type PaymentProviders = Partial<Record<PaymentProvider, PaymentProviderAdapter>>;

/**
 * The one place providers are registered: every provider module's sandbox adapter (payments/providers/<provider>/,
 * listed by provider-modules.ts), by provider name. A provider without one (a gateway that is no choice of its own) has no handler
 * ('Payment provider not found').
 */
export function createPaymentProviders(deps: ProviderDeps): PaymentProviders {
  // Live mode takes real money: only providers with a live adapter and keys exist; the rest are 'not found'.
  if (deps.live) return deps.live;
  return Object.fromEntries(
    PROVIDER_MODULES.flatMap(({ manifest, sandbox }) => (sandbox ? [[manifest.name, sandbox(deps)]] : [])),
  ) as PaymentProviders;
}

/** The provider handling `billingProvider` for this brand: enabled for the brand (brand registry) and implemented. */
export function providerFor(
  providers: PaymentProviders,
  brand: BrandConfig,
  billingProvider: string,
): PaymentProviderAdapter | null {
  const enabled = brand.paymentProviders.find((p) => p === billingProvider);
  return enabled ? (providers[enabled] ?? null) : null;
}
