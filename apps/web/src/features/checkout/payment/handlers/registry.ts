import type { PaymentProvider } from '@store/core/enums';
import type { PaymentHandler } from './handler';

/**
 * "Handlers load lazily": one dynamic import per provider, so each is its own chunk, fetched only when the
 * shopper pays with it (the product and cart pages import none of them). A provider missing here has no handler:
 * 'Payment provider not found'.
 */
const LOADERS: Partial<Record<PaymentProvider, () => Promise<PaymentHandler>>> = {
  stripeDirect: () => import('./token-handler').then((m) => m.tokenHandler),
  stripeCanada: () => import('./token-handler').then((m) => m.tokenHandler),
  amazonPay: () => import('./amazon-pay-handler').then((m) => m.amazonPayHandler),
  googlepay: () => import('./express-handler').then((m) => m.expressHandler),
  applepay: () => import('./express-handler').then((m) => m.expressHandler),
  stripePaymentRequest: () => import('./express-handler').then((m) => m.expressHandler),
  affirm: () => import('./redirect-handler').then((m) => m.redirectHandler),
  afterPay: () => import('./redirect-handler').then((m) => m.redirectHandler),
  splitIt: () => import('./redirect-handler').then((m) => m.redirectHandler),
  acima: () => import('./redirect-handler').then((m) => m.redirectHandler),
  bank: () => import('./redirect-handler').then((m) => m.redirectHandler),
  link: () => import('./link-handler').then((m) => m.linkHandler),
  paypal: () => import('./paypal-handler').then((m) => m.paypalHandler),
  paypalCredit: () => import('./paypal-handler').then((m) => m.paypalHandler),
  truemed: () => import('./truemed-handler').then((m) => m.truemedHandler),
};

/** The provider's client handler, loaded now; null when none exists. */
export async function loadPaymentHandler(provider: PaymentProvider): Promise<PaymentHandler | null> {
  const load = LOADERS[provider];
  return load === undefined ? null : load();
}
