import type { BrowserHandlerKind, BillingPanelKind, CspOrigins, PaymentFlow, ProviderManifest } from './providers/manifest';
import { acima } from './providers/acima/manifest';
import { affirm } from './providers/affirm/manifest';
import { afterPay } from './providers/after-pay/manifest';
import { amazonPay } from './providers/amazon-pay/manifest';
import { applepay } from './providers/applepay/manifest';
import { bank } from './providers/bank/manifest';
import { braintree } from './providers/braintree/manifest';
import { googlepay } from './providers/googlepay/manifest';
import { link } from './providers/link/manifest';
import { paypal } from './providers/paypal/manifest';
import { paypalCredit } from './providers/paypal-credit/manifest';
import { splitIt } from './providers/split-it/manifest';
import { stripeCanada } from './providers/stripe-canada/manifest';
import { stripeDirect } from './providers/stripe-direct/manifest';
import { stripePaymentRequest } from './providers/stripe-payment-request/manifest';
import { truemed } from './providers/truemed/manifest';

export type { BrowserHandlerKind, BillingPanelKind, CspOrigins, PaymentFlow, ProviderManifest };
export { providerFolder, SCRIPT_ORIGIN } from './providers/manifest';

/**
 * Every payment provider the store knows, one manifest each (`providers/<provider>/manifest.ts`), in registry order.
 * Adding a provider is its folder and one line here; every list of providers below is read from this one.
 */
export const PROVIDER_MANIFESTS = [
  bank,
  link,
  splitIt,
  truemed,
  affirm,
  acima,
  afterPay,
  paypalCredit,
  amazonPay,
  paypal,
  stripePaymentRequest,
  googlepay,
  applepay,
  stripeDirect,
  stripeCanada,
  braintree,
] as const satisfies readonly ProviderManifest[];

type Manifests = (typeof PROVIDER_MANIFESTS)[number];

/** A payment provider's name, as the manifests spell it. */
export type PaymentProvider = Manifests['name'];

/** The query parameters a provider's return to review carries its reference in: the card's and the manifests'. */
export type ReturnMarker = 'payment_intent' | Extract<Manifests, { returnMarker: string }>['returnMarker'];

/** The providers paid on a page of their own that returns to review (their browser handler is a redirect). */
export type RedirectPageProvider = Extract<Manifests, { browser: { handler: 'redirect' | 'sheetOrRedirect' } }>['name'];

/** The providers by name, in registry order. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = PROVIDER_MANIFESTS.map((manifest) => manifest.name);

/** A provider's manifest by name. */
export const manifestOf = (provider: PaymentProvider): ProviderManifest =>
  PROVIDER_MANIFESTS.find((manifest) => manifest.name === provider) as ProviderManifest;

/** The names of the providers whose manifest satisfies `test`, in registry order. */
export const providersWhere = (test: (manifest: ProviderManifest) => boolean): PaymentProvider[] =>
  PROVIDER_MANIFESTS.filter((manifest: ProviderManifest) => test(manifest)).map((manifest) => manifest.name);

/** Payment method labels by provider (the manifests' `label`). */
export const PAYMENT_PROVIDER_LABELS = Object.fromEntries(
  PROVIDER_MANIFESTS.map((manifest) => [manifest.name, manifest.label]),
) as Readonly<Record<PaymentProvider, string>>;

/** PayPal and PayPal Credit go via braintree: the braintree gateway's providers that are choices, sorted by name. */
export const VIA_BRAINTREE: readonly PaymentProvider[] = providersWhere(
  (manifest) => manifest.gateway === 'braintree' && manifest.offeredAsChoice !== false,
).sort();

/** The default return marker: the card intent's (`payment_intent`). */
export const DEFAULT_RETURN_MARKER = 'payment_intent';

/**
 * The return markers a return to review is read from, in the order they are read: the default first, then the others
 * in registry order, each once.
 */
export const RETURN_MARKERS: readonly ReturnMarker[] = [
  ...new Set<ReturnMarker>([
    DEFAULT_RETURN_MARKER,
    ...PROVIDER_MANIFESTS.map((manifest: ProviderManifest) => (manifest.returnMarker ?? DEFAULT_RETURN_MARKER) as ReturnMarker),
  ]),
];

/** The first path segments of the providers' own public API routes (the storefront's /api allow-list). */
export const PROVIDER_API_SEGMENTS: readonly string[] = [
  ...new Set(PROVIDER_MANIFESTS.flatMap((manifest: ProviderManifest) => manifest.apiSegments ?? [])),
];
