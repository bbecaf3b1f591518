import { z } from 'zod';
import type { AddressRegion } from '../checkout/address-rules';
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

/** The sandbox wallet's one card: what the sheet shows and the ledger keeps (last four digits). */
export const SANDBOX_WALLET_CARD = { label: 'Visa •••• 4242', last4: '4242' } as const;

/** What a payment sheet hands back besides the token: the payer's contact and address as the checkout forms hold them. */
export const walletPayerSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type WalletPayer = z.infer<typeof walletPayerSchema>;

/** The sandbox sheet's addresses and contacts by region: a shopper picks one, as a real wallet offers its saved ones. */
export const SANDBOX_WALLET_PAYERS: Readonly<Record<AddressRegion, Readonly<Record<string, WalletPayer>>>> = {
  US: {
    home: {
      fullName: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone: '(415) 555-0142',
      line1: '500 Howard St',
      line2: '',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
    },
    work: {
      fullName: 'Sam Patel',
      email: 'sam.patel@example.com',
      phone: '(212) 555-0178',
      line1: '350 5th Ave',
      line2: 'Floor 21',
      city: 'New York',
      state: 'NY',
      zip: '10118',
    },
  },
  CA: {
    home: {
      fullName: 'Alex Martin',
      email: 'alex.martin@example.com',
      phone: '(416) 555-0131',
      line1: '100 Queen St W',
      line2: '',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5H 2N2',
    },
    work: {
      fullName: 'Chris Tremblay',
      email: 'chris.tremblay@example.com',
      phone: '(604) 555-0166',
      line1: '800 Robson St',
      line2: 'Suite 4',
      city: 'Vancouver',
      state: 'BC',
      zip: 'V6Z 3B7',
    },
  },
};

/** What the shopper presses on the sandbox sheet: Pay (the card pays) or Decline (the card is declined at charge). */
export const WALLET_SHEET_DECISIONS = ['pay', 'decline'] as const;
export type WalletSheetDecision = (typeof WALLET_SHEET_DECISIONS)[number];

/** POST /sandbox/wallet/tokens answer: the single-use wallet token, the payer, and the card the sheet showed. */
export const walletTokenSchema = z.object({
  token: z.string(),
  payer: walletPayerSchema,
  card: z.object({ label: z.string(), last4: z.string() }),
});
export type WalletToken = z.infer<typeof walletTokenSchema>;
