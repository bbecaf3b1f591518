import type { BrandConfig, PaymentProvider } from '@store/core';
import type { Db } from '../db/repositories/carts';
import type { PaymentProviderAdapter } from './provider';
import { REDIRECT_SANDBOXES } from './providers/redirect-sandboxes';
import { sandboxCardProvider } from './providers/sandbox-card';
import { sandboxRedirectProvider } from './sandbox/redirect-provider';

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
    // Issue 9 redirect providers (affirm, afterPay, splitIt, acima, bank, link): each a page of the sandbox.
    ...Object.fromEntries(Object.entries(REDIRECT_SANDBOXES).map(([name, spec]) => [name, sandboxRedirectProvider(deps, spec)])),
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
