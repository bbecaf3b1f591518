import type { CheckoutStep } from '../checkout/navigation';
import type { PaymentProvider } from '../enums';
import { manifestOf, PROVIDER_MANIFESTS, type ProviderManifest } from './provider-manifests';
import { PROVIDER_FLOWS } from './provider-flows';

/**
 * The express one-click options above the shipping form and on the cart page: the browser payment sheets (Google Pay, Apple Pay,
 * the payment request button) and Link, whose saved payment details pay in one click through the same kind of sheet.
 * Link is also a billing choice that approves on Link's page after Place order (its flow in provider-flows.ts).
 */
export const EXPRESS_WALLETS = PROVIDER_MANIFESTS.filter((manifest: ProviderManifest) => manifest.expressButton !== undefined)
  .sort((a: ProviderManifest, b: ProviderManifest) => (a.expressButton?.position ?? 0) - (b.expressButton?.position ?? 0))
  .map((manifest) => manifest.name) as readonly ExpressWallet[];
/** A provider with an express button (its manifest's `expressButton`). */
export type ExpressWallet = Extract<(typeof PROVIDER_MANIFESTS)[number], { expressButton: object }>['name'];

/** True for a provider that pays in one click from a sheet (an express provider of the list above). */
export const isExpressWallet = (provider: string): provider is ExpressWallet =>
  EXPRESS_WALLETS.some((wallet) => wallet === provider && PROVIDER_FLOWS[wallet].express);

/** The express buttons' labels: the wallets by name, the browser's payment request button as "Pay now". */
export const EXPRESS_BUTTON_LABELS = Object.fromEntries(
  EXPRESS_WALLETS.map((wallet) => [wallet, manifestOf(wallet).expressButton?.label ?? '']),
) as Readonly<Record<ExpressWallet, string>>;

/**
 * What the browser answered for each wallet, like PaymentRequest.canMakePayment(): true only when it can pay with it.
 * A wallet the browser was not asked about (or has not answered yet) counts as "cannot".
 */
export type WalletCapabilities = Partial<Readonly<Record<ExpressWallet, boolean>>>;

/**
 * "shown only where the browser offers them": a wallet's button shows when the brand enables the provider
 * (brand registry `paymentProviders`), it is not among the unavailable payment providers, and the browser says
 * it can pay with it. In the fixed order of EXPRESS_WALLETS, so buttons never jump around.
 */
export function availableExpressWallets(
  enabled: readonly PaymentProvider[],
  capabilities: WalletCapabilities,
  unavailable: readonly PaymentProvider[] = [],
): ExpressWallet[] {
  return EXPRESS_WALLETS.filter(
    (wallet) => enabled.includes(wallet) && !unavailable.includes(wallet) && capabilities[wallet] === true,
  );
}

/** What decides which express buttons show, wherever they are (above the shipping form, on the cart page). */
export interface ExpressOffer {
  /** The providers the storefront offers for the brand (in live mode only those it has live client pieces for). */
  enabled: readonly PaymentProvider[];
  capabilities: WalletCapabilities;
  unavailable: readonly PaymentProvider[];
  /** The lines in the shopper's cart (0 when there is no cart). */
  cartItemCount: number;
}

/**
 * The express buttons shown: the wallets available to the brand and the browser (`availableExpressWallets`), and none
 * while the cart is empty, since a sheet would have nothing to charge. The same rule on the shipping step and the cart.
 */
export function expressWalletsShown(offer: ExpressOffer): ExpressWallet[] {
  if (offer.cartItemCount <= 0) return [];
  return availableExpressWallets(offer.enabled, offer.capabilities, offer.unavailable);
}

/**
 * Payment error: an express payment's error returns the shopper to the saved fallback step (the step its
 * button was pressed on: the cart page or shipping), shipping when none was saved.
 */
export function stepAfterExpressError(savedFallback: CheckoutStep | null): CheckoutStep {
  return savedFallback === 'cart' || savedFallback === 'shipping' ? savedFallback : 'shipping';
}
