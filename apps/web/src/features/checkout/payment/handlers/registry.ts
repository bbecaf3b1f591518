import type { PaymentProvider } from '@store/core/enums';
import { PROVIDER_MANIFESTS, type BrowserHandlerKind } from '@store/core/payments/provider-manifests';
import type { PaymentHandler } from './handler';

/**
 * "Handlers load lazily": one dynamic import per handler kind (the manifests' `browser.handler`), so each is its own
 * chunk, fetched only when the shopper pays with a provider of that kind (the product and cart pages import none of
 * them). The imports stay written out here: a bundler splits only a literal import() into a chunk of its own.
 */
const HANDLER_LOADERS: Readonly<Record<BrowserHandlerKind, () => Promise<PaymentHandler>>> = {
  token: () => import('./token-handler').then((m) => m.tokenHandler),
  redirect: () => import('./redirect-handler').then((m) => m.redirectHandler),
  sheet: () => import('./express-handler').then((m) => m.expressHandler),
  walletSession: () => import('./amazon-pay-handler').then((m) => m.amazonPayHandler),
  clientToken: () => import('./paypal-handler').then((m) => m.paypalHandler),
  sheetOrRedirect: () => import('./link-handler').then((m) => m.linkHandler),
  framedPage: () => import('./truemed-handler').then((m) => m.truemedHandler),
};

/** Each provider's loader, by its manifest's handler kind. A provider without one has no handler: 'Payment provider not found'. */
const LOADERS: Partial<Record<PaymentProvider, () => Promise<PaymentHandler>>> = Object.fromEntries(
  PROVIDER_MANIFESTS.flatMap(({ name, browser }) => (browser.handler === null ? [] : [[name, HANDLER_LOADERS[browser.handler]]])),
);

/** The provider's client handler, loaded now; null when none exists. */
export async function loadPaymentHandler(provider: PaymentProvider): Promise<PaymentHandler | null> {
  const load = LOADERS[provider];
  return load === undefined ? null : load();
}
