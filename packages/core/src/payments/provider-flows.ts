import {
  DEFAULT_RETURN_MARKER,
  PROVIDER_MANIFESTS,
  RETURN_MARKERS,
  type PaymentFlow,
  type PaymentProvider,
  type ProviderManifest,
  type ReturnMarker,
} from './provider-manifests';

/** How a provider takes the shopper's money (providers/manifest.ts says what each flow means). */
export type { PaymentFlow, ReturnMarker };

export interface ProviderFlow {
  flow: PaymentFlow;
  /** Where the provider's reference comes back on the return to review (every return also carries `orderId`). */
  returnMarker: ReturnMarker;
  /** Payment: express providers receive their name and an express flag; on error they go to the fallback step. */
  express: boolean;
  /**
   * The provider keeps the payer's billing details in its own account or sheet (Amazon Pay, Link, the wallets), so the
   * billing step asks for no billing address when it pays ("There is no billing form when ..."). Absent is false.
   */
  holdsBillingDetails?: boolean;
}

/** The first payment call of a redirect provider: "start the provider's checkout" (never a card or a charge). */
export const REDIRECT_START_TOKEN = 'redirect-start';

/** The flow of a provider as its manifest states it (the return marker defaults to the card intent's). */
const flowOf = (manifest: ProviderManifest): ProviderFlow => ({
  flow: manifest.flow,
  returnMarker: (manifest.returnMarker ?? DEFAULT_RETURN_MARKER) as ReturnMarker,
  express: manifest.express,
  ...(manifest.holdsBillingDetails === undefined ? {} : { holdsBillingDetails: manifest.holdsBillingDetails }),
});

/** The one table of provider flows, read from the manifests (a gateway PayPal goes through has one too). */
export const PROVIDER_FLOWS: Readonly<Record<PaymentProvider, ProviderFlow>> = Object.fromEntries(
  PROVIDER_MANIFESTS.map((manifest) => [manifest.name, flowOf(manifest)]),
) as Record<PaymentProvider, ProviderFlow>;

/** The provider's flow. */
export const providerFlow = (provider: PaymentProvider): ProviderFlow => PROVIDER_FLOWS[provider];

/**
 * The query a provider's page returns to /checkout/review with: the order and the provider's reference under
 * its marker (plus the card intent's client secret, payment_intent_client_secret, when there is one).
 */
export function returnQuery(
  provider: PaymentProvider,
  orderId: string,
  providerRef: string,
  clientSecret?: string,
): Record<string, string> {
  const query: Record<string, string> = { orderId, [PROVIDER_FLOWS[provider].returnMarker]: providerRef };
  if (clientSecret !== undefined) query.payment_intent_client_secret = clientSecret;
  return query;
}

/** The reverse of `returnQuery`: the order and provider reference a return to review carries, or null. */
export function readReturn(query: URLSearchParams): { orderId: string; providerRef: string } | null {
  const orderId = query.get('orderId') ?? '';
  const providerRef = RETURN_MARKERS.map((marker) => query.get(marker) ?? '').find((value) => value !== '') ?? '';
  return orderId === '' || providerRef === '' ? null : { orderId, providerRef };
}
