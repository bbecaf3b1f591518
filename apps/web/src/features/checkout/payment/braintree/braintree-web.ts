import { loadScriptOnce } from '../load-script';

/**
 * The subset of Braintree's client SDK (braintree-web 3.x, its hosted scripts client.min.js and
 * paypal-checkout.min.js) and of the PayPal JS SDK it loads that the live PayPal button uses, typed here:
 * `braintree.client.create({ authorization })`, `braintree.paypalCheckout.create({ client })`, then
 * `loadPayPalSDK`, `createPayment`, `tokenizePayment`, and `paypal.Buttons({...}).render(container)`. braintree-web is
 * not installed here; its hosted scripts are the same code.
 */
export interface PaypalCheckout {
  loadPayPalSDK(options: Record<string, string>): Promise<unknown>;
  createPayment(options: { flow: 'checkout'; amount: string; currency: string; intent: 'capture' }): Promise<string>;
  tokenizePayment(data: unknown): Promise<{ nonce: string }>;
}

export interface BraintreeWeb {
  client: { create(options: { authorization: string }): Promise<unknown> };
  paypalCheckout: { create(options: { client: unknown }): Promise<PaypalCheckout> };
}

export interface PaypalButtonsOptions {
  fundingSource?: string;
  createOrder(): Promise<string>;
  onApprove(data: unknown): Promise<void>;
  onCancel(): void;
  onError(error: unknown): void;
}

export interface PaypalSdk {
  FUNDING: Record<string, string>;
  Buttons(options: PaypalButtonsOptions): { render(container: HTMLElement): Promise<unknown>; close?(): Promise<unknown> | void };
}

/** Said when Braintree's scripts cannot be loaded: the shopper can reload or pay another way. */
export const BRAINTREE_LOAD_ERROR = 'PayPal could not be loaded. Please reload the page or choose another payment method.';

type Globals = Window & { braintree?: Partial<BraintreeWeb>; paypal?: PaypalSdk };
const globalsOf = (doc: Document): Globals | null => doc.defaultView as Globals | null;

/** Loads client.min.js, then paypal-checkout.min.js, from `scriptBase` once per page; answers `window.braintree`. */
export async function loadBraintreeWeb(scriptBase: string, doc: Document = document): Promise<BraintreeWeb> {
  await loadScriptOnce(new URL('client.min.js', scriptBase).href, BRAINTREE_LOAD_ERROR, doc);
  await loadScriptOnce(new URL('paypal-checkout.min.js', scriptBase).href, BRAINTREE_LOAD_ERROR, doc);
  const braintree = globalsOf(doc)?.braintree;
  if (!braintree?.client || !braintree.paypalCheckout) throw new Error(BRAINTREE_LOAD_ERROR);
  return { client: braintree.client, paypalCheckout: braintree.paypalCheckout };
}

/** The PayPal JS SDK's global, once loadPayPalSDK has run. */
export const paypalSdkOf = (doc: Document): PaypalSdk | undefined => globalsOf(doc)?.paypal;
