import type { BrandConfig, PaymentProvider } from '@store/core';
import type { Db } from '../db/repositories/carts';
import type { PaymentProviderAdapter } from './provider';
import { paypalProvider } from './providers/paypal';
import { sandboxCardProvider } from './providers/sandbox-card';
import { truemedProvider } from './providers/truemed';

/** What providers are built from: the sandbox ledger's database and the clock (live providers add their keys). */
export interface ProviderDeps {
  db: Db;
  now: () => Date;
}

/** The providers of one process, by SPEC §3 provider name. */
export type PaymentProviders = Partial<Record<PaymentProvider, PaymentProviderAdapter>>;

/**
 * DESIGN §5.7: the one place providers are registered. SPEC §3 provider names map to an implementation; the card
 * providers (stripeDirect, stripeCanada in Canada) are the sandbox card provider in `PAYMENTS_MODE=sandbox`. A
 * provider not listed has no handler ('Payment provider not found').
 */
export function createPaymentProviders(deps: ProviderDeps): PaymentProviders {
  return {
    stripeDirect: sandboxCardProvider(deps, 'stripeDirect'),
    stripeCanada: sandboxCardProvider(deps, 'stripeCanada'),
    // PayPal and PayPal Credit go via braintree (SPEC §3); braintree is the gateway, not a choice of its own.
    paypal: paypalProvider(deps, 'paypal'),
    paypalCredit: paypalProvider(deps, 'paypalCredit'),
    truemed: truemedProvider(deps),
  };
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
