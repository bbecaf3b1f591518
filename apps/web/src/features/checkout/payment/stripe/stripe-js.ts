import type { stripeBillingDetails } from '@store/core/checkout/card-billing';
import { loadScriptOnce } from '../load-script';

/**
 * The subset of Stripe.js (https://js.stripe.com/v3/) the live card field uses, typed here: `Stripe(pk)`,
 * `elements().create('cardNumber' | 'cardExpiry' | 'cardCvc')` with `mount`, `on('change' | 'ready')` and `destroy`, and
 * `createPaymentMethod({ type: 'card', card })`. Stripe.js must be loaded from Stripe's own URL (PCI), so it is a script,
 * not an npm bundle; @stripe/stripe-js (its loader) is not installed here and the loader is one script tag.
 */
export type StripeCardElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

export interface StripeChangeEvent {
  elementType?: string;
  complete: boolean;
  empty?: boolean;
  error?: { message?: string } | undefined;
}

export interface StripeElement {
  mount(container: HTMLElement): void;
  on(event: 'change', handler: (event: StripeChangeEvent) => void): unknown;
  on(event: 'ready', handler: () => void): unknown;
  destroy(): void;
}

export interface StripePaymentMethodResult {
  paymentMethod?: { id: string; card?: { last4?: string } | null };
  error?: { message?: string };
}

export interface StripeClient {
  elements(): { create(type: StripeCardElementType): StripeElement };
  createPaymentMethod(request: {
    type: 'card';
    card: StripeElement;
    billing_details?: ReturnType<typeof stripeBillingDetails>;
  }): Promise<StripePaymentMethodResult>;
}

export type StripeFactory = (publishableKey: string) => StripeClient;

/** Said when Stripe.js cannot be loaded (a blocker, a network failure): the shopper can reload or pay another way. */
export const STRIPE_LOAD_ERROR = 'The card form could not be loaded. Please reload the page or choose another payment method.';

/** Stripe.js's global, once its script has run. */
const stripeOf = (doc: Document): StripeFactory | undefined =>
  (doc.defaultView as (Window & { Stripe?: StripeFactory }) | null)?.Stripe;

/**
 * Loads Stripe.js once per page, lazily (called only when billing shows the live card field). A card library
 * that fails to load is logged as a warning; the caller shows STRIPE_LOAD_ERROR and a later call tries again.
 */
export async function loadStripeJs(scriptUrl: string, doc: Document = document): Promise<StripeFactory> {
  const existing = stripeOf(doc);
  if (existing) return existing;
  try {
    await loadScriptOnce(scriptUrl, STRIPE_LOAD_ERROR, doc);
  } catch (error) {
    console.warn(`The card library (${scriptUrl}) could not be loaded`, error);
    throw error;
  }
  const factory = stripeOf(doc);
  if (!factory) {
    console.warn(`The card library (${scriptUrl}) loaded without its Stripe global`);
    throw new Error(STRIPE_LOAD_ERROR);
  }
  return factory;
}
