import type { Currency } from '../../money';

/**
 * How a provider takes the shopper's money. The store's one payment call (POST /orders/{id}/payment) is the
 * same for all of them; what the storefront sends as `paymentToken` and what comes back differ:
 * - `card`: a single-use token from the provider's hosted card field; 3-D Secure may send the shopper to approve.
 * - `redirect`: the shopper approves on the provider's own page. The first call sends REDIRECT_START_TOKEN and gets a
 *   `redirectUrl`; the page returns to /checkout/review with the provider's marker, whose value is paid with.
 * - `braintree`: PayPal and PayPal Credit (they go via braintree). The first call sends the client token of
 *   GET /braintree/tokens; then as `redirect`.
 * - `wallet`: the Amazon Pay checkout session (Wallet checkout session): the session id is the token.
 * - `express`: a browser payment sheet (Google Pay, Apple Pay, the payment request button) gives a single-use token
 *   and the shopper's address in one step.
 */
export type PaymentFlow = 'card' | 'redirect' | 'braintree' | 'wallet' | 'express';

/** Stands, in `cspOrigins`, for the origin of the script URL the storefront loads the provider's client from. */
export const SCRIPT_ORIGIN = '{script-origin}';

/** Origins a provider's browser code needs in a page's Content-Security-Policy, per directive. */
export interface CspOrigins {
  script?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
}

/**
 * The storefront's browser handler kinds, one lazily loaded chunk each (handlers/registry.ts): `token` (a card
 * token), `redirect` (the provider's page), `sheet` (an express wallet's sheet), `walletSession` (a wallet checkout
 * session), `clientToken` (a gateway's client token, then its page), `sheetOrRedirect` (one click from a sheet, or its
 * page), `framedPage` (its page in a frame of the review step).
 */
export type BrowserHandlerKind =
  'token' | 'redirect' | 'sheet' | 'walletSession' | 'clientToken' | 'sheetOrRedirect' | 'framedPage';

/**
 * The billing step's panel kinds (provider-panels.ts): `walletSession` (the wallet's own address and method),
 * `instalments` (a number of payments to choose), `clientToken` (the gateway's button in live mode, else `note`),
 * `note` (one sentence on where paying happens, the manifest's `browser.note`).
 */
export type BillingPanelKind = 'walletSession' | 'instalments' | 'clientToken' | 'note';

/**
 * Everything the store's three workspaces need to know about one payment provider, as data (no framework, no
 * values of secrets). The lists of names, flows, labels, return markers, the storefront's API allow-list and
 * CSP origins are derived from these (payments/providers/index.ts); an adapter lives in the provider's API folder.
 */
export interface ProviderManifest {
  /** The provider's name on the wire: payments rows, the brand registry, billingProvider. */
  name: string;
  /** The payment method label shoppers read (order pages, billing, review). */
  label: string;
  flow: PaymentFlow;
  /** The query parameter the return to review carries the provider's reference in; absent: `payment_intent`. */
  returnMarker?: string;
  /** Entering review: an express provider receives its name and an express flag; on error it goes to the fallback step. */
  express: boolean;
  /** The provider keeps the payer's billing details (its account or sheet): billing asks for no billing address. */
  holdsBillingDetails?: boolean;
  /** False for a gateway other providers go through (braintree): never a choice of the billing picker. */
  offeredAsChoice?: false;
  /** The live gateway its payments go through in PAYMENTS_MODE=live; absent: sandbox only. */
  gateway?: 'stripe' | 'braintree';
  /** Origins its live browser client needs in the checkout pages' CSP (SCRIPT_ORIGIN: where its script is loaded). */
  cspOrigins?: CspOrigins;
  /** Origins its sandbox client needs beyond the storefront's own (none: the sandbox is served on the storefront). */
  sandboxCspOrigins?: CspOrigins;
  /** The live environment variables its adapter reads (names only; their schema is the folder's env.ts). */
  env?: readonly string[];
  /** Whether a captured payment can be given back: in parts (`partial`), whole only (`full`), or not (`none`). */
  refunds: 'partial' | 'full' | 'none';
  /** The currencies it takes; absent: every currency of the store. */
  currencies?: readonly Currency[];
  /** How its webhooks are verified in live mode: the gateway's own signature, or the store's own scheme. */
  webhook: 'stripe' | 'braintree' | 'store';
  /** First path segments of its own public API routes, proxied by the storefront under /api (its session calls). */
  apiSegments?: readonly string[];
  /** What the shopper reads when the provider refuses the payment on its own page; absent: the card's decline. */
  declineMessage?: string;
  /** A decline offers another payment method in the lease fallback modal instead of the error modal. */
  leaseFallback?: true;
  /** Its express button on shipping and the cart: the label and its place among the buttons (lowest first). */
  expressButton?: { label: string; position: number };
  /** The storefront's pieces: its payment handler (null: none, 'Payment provider not found'), billing panel, note. */
  browser: { handler: BrowserHandlerKind | null; panel?: BillingPanelKind; note?: string };
}

/** The provider's folder name: its name in kebab case (`splitIt` -> `split-it`). */
export const providerFolder = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
