import type { PaymentProvider } from '@store/core';
import type { PaymentProviderAdapter } from '../../payments/provider';
import type { PaymentProviders } from '../../payments/registry';

/**
 * The implementation behind an attempt's stored provider name, whether or not the brand still offers it: a payment
 * taken with a provider must be settled with that provider (reconciliation, webhooks) even after the brand dropped it.
 */
export function providerNamed(providers: PaymentProviders, name: string): PaymentProviderAdapter | null {
  return Object.hasOwn(providers, name) ? (providers[name as PaymentProvider] ?? null) : null;
}
