import type { BrandConfig, PaymentProvider } from '@store/core';
import type { PaymentProviderAdapter } from './provider';
import { sandboxCardProvider } from './providers/sandbox-card';

/**
 * DESIGN §5.7: the one place providers are registered. SPEC §3 provider names map to an implementation; the card
 * providers (stripeDirect, stripeCanada in Canada) are the sandbox card provider in `PAYMENTS_MODE=sandbox`. A
 * provider not listed here has no handler yet ('Payment provider not found'). The next issue adds the redirect
 * providers (Amazon Pay, Afterpay, Affirm, PayPal, Truemed, Splitit, Acima) on the same interface.
 */
const SANDBOX_PROVIDERS: Partial<Record<PaymentProvider, PaymentProviderAdapter>> = {
  stripeDirect: sandboxCardProvider,
  stripeCanada: sandboxCardProvider,
};

/** The provider handling `billingProvider` for this brand: enabled for the brand (brand registry) and implemented. */
export function providerFor(brand: BrandConfig, billingProvider: string): PaymentProviderAdapter | null {
  const enabled = brand.paymentProviders.find((p) => p === billingProvider);
  return enabled ? (SANDBOX_PROVIDERS[enabled] ?? null) : null;
}
