import type { BrandConfig, PaymentProvider } from '@store/core';
import type { LedgerDb } from './sandbox/ledger';
import type { PaymentProviderAdapter } from './provider';
import { REDIRECT_SANDBOXES } from './providers/redirect-sandboxes';
import { amazonPayProvider } from './providers/amazon-pay';
import { expressWalletProvider } from './providers/express-wallet';
import { linkProvider } from './providers/link';
import { sandboxCardProvider } from './providers/sandbox-card';
import { sandboxRedirectProvider } from './sandbox/redirect-provider';
import { paypalProvider } from './providers/paypal';
import { truemedProvider } from './providers/truemed';

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
 * The one place providers are registered. Provider names map to an implementation; the card
 * providers (stripeDirect, stripeCanada in Canada) are the sandbox card provider in `PAYMENTS_MODE=sandbox`. A
 * provider not listed has no handler ('Payment provider not found').
 */
export function createPaymentProviders(deps: ProviderDeps): PaymentProviders {
  // Live mode takes real money: only providers with a live adapter and keys exist; the rest are 'not found'.
  if (deps.live) return deps.live;
  return {
    stripeDirect: sandboxCardProvider(deps, 'stripeDirect'),
    stripeCanada: sandboxCardProvider(deps, 'stripeCanada'),
    // Redirect providers (affirm, afterPay, splitIt, acima, bank, link): each a page of the sandbox.
    ...Object.fromEntries(Object.entries(REDIRECT_SANDBOXES).map(([name, spec]) => [name, sandboxRedirectProvider(deps, spec)])),
    amazonPay: amazonPayProvider(deps),
    // The express wallets' sandbox (the sheet's single-use tokens).
    googlepay: expressWalletProvider(deps, 'googlepay'),
    applepay: expressWalletProvider(deps, 'applepay'),
    stripePaymentRequest: expressWalletProvider(deps, 'stripePaymentRequest'),
    // Link pays both ways: one click from the express sheet, or approval on its page when chosen on billing.
    link: linkProvider(deps),
    // PayPal and PayPal Credit go via braintree; braintree is the gateway, not a choice of its own.
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
