import type { PaymentProvider } from '@store/core/enums';
import { toDecimalAmount } from '@store/core/payments/decimal-amount';
import type { BraintreeWeb, PaypalSdk } from './braintree-web';

/** Said when PayPal reports an error in its window (generic wording for a provider failure). */
export const PAYPAL_ERROR_MESSAGE = 'PayPal could not approve the payment. Please try again or choose another payment method.';

/** PayPal's funding source per provider (PayPal Credit is PayPal's pay-later offer). */
const FUNDING: Partial<Record<PaymentProvider, string>> = { paypal: 'PAYPAL', paypalCredit: 'PAYLATER' };

export interface PaypalButtonOptions {
  provider: PaymentProvider;
  clientToken: string;
  /** The cart total in minor units (what PayPal shows the buyer; the API charges the order's frozen total). */
  total: { amount: number; currency: string };
  container: HTMLElement;
  onApproved(nonce: string): void;
  onCancelled(): void;
  onError(message: string): void;
}

/**
 * Live PayPal: Braintree's client SDK with this session's client token (GET /braintree/tokens), the PayPal JS
 * SDK it loads, and PayPal's button in `container`. The buyer approves in PayPal's window; `tokenizePayment` answers a
 * one-time nonce, the payment token Place order sends (the API's Braintree sale).
 */
export async function mountPaypalButton(
  braintree: BraintreeWeb,
  paypalSdk: () => PaypalSdk | undefined,
  options: PaypalButtonOptions,
): Promise<{ close(): void }> {
  const client = await braintree.client.create({ authorization: options.clientToken });
  const checkout = await braintree.paypalCheckout.create({ client });
  const currency = options.total.currency.toUpperCase();
  await checkout.loadPayPalSDK({
    currency,
    intent: 'capture',
    ...(options.provider === 'paypalCredit' ? { 'enable-funding': 'paylater' } : {}),
  });
  const paypal = paypalSdk();
  if (!paypal) throw new Error(PAYPAL_ERROR_MESSAGE);
  const funding = FUNDING[options.provider];
  const buttons = paypal.Buttons({
    ...(funding && paypal.FUNDING[funding] ? { fundingSource: paypal.FUNDING[funding] } : {}),
    createOrder: async () =>
      checkout.createPayment({
        flow: 'checkout',
        amount: toDecimalAmount(options.total.amount, currency),
        currency,
        intent: 'capture',
      }),
    onApprove: async (data) => {
      try {
        options.onApproved((await checkout.tokenizePayment(data)).nonce);
      } catch {
        options.onError(PAYPAL_ERROR_MESSAGE);
      }
    },
    onCancel: () => options.onCancelled(),
    onError: () => options.onError(PAYPAL_ERROR_MESSAGE),
  });
  await buttons.render(options.container);
  return { close: () => void buttons.close?.() };
}
