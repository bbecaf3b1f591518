import { DY_MOBILE_MAX_WIDTH } from '@store/core/breakpoints';
import { cartChoices } from '@store/core/checkout/cart-choices';
import { stepForPath, type CheckoutStep } from '@store/core/checkout/navigation';
import { stepAfterExpressError, type ExpressWallet } from '@store/core/payments/express-wallets';
import { type WalletToken } from '@store/core/payments/sandbox-wallet';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api/errors';
import { createOrder, payOrder, type Order } from '../../../lib/api/orders';
import { checkoutSnapshot, updateCheckout } from '../checkout-store';
import type { CheckoutAddress } from '../checkout-storage';
import { sessionStore } from '../payment/attempt-key';
import { loadPaymentHandler } from '../payment/handlers/registry';
import { orderRequest } from '../payment/order-request';
import { showPaymentError } from '../payment/payment-error-store';
import { placeOrder } from '../payment/place-order';
import { succeed } from '../payment/use-place-order';
import type { ExpressPayContext } from './use-express-pay';

/**
 * Payment for an express wallet, wherever its button was pressed (the cart page or shipping): the sheet's payer fills
 * shipping and billing, the wallet becomes the provider with its single-use token (paymentToken), and the order is
 * created and paid through the wallet's lazily loaded handler. Success sets isExpressPaymentSuccess and goes to success;
 * an error shows and returns the shopper to the saved fallback step (the step the button was on; shipping by default).
 * Guarded by the loading flag. Loaded only when a sheet hands back its token, so the pages carry none of this code.
 */
export async function payWithExpressWallet(
  wallet: ExpressWallet,
  sheet: WalletToken,
  { brand, region, defaults, onFailed }: ExpressPayContext,
  goTo: (step: CheckoutStep) => unknown,
): Promise<void> {
  const state = checkoutSnapshot();
  if (state.loading) return;
  const fallback = stepAfterExpressError(stepForPath(window.location.pathname));
  const { email, ...billing } = sheet.payer;
  const shipping: CheckoutAddress = { ...billing, email };
  updateCheckout({
    loading: true,
    shippingAddress: shipping,
    billingAddress: billing,
    differentBilling: false,
    paymentProvider: wallet,
    paymentToken: sheet.token,
  });
  const body = orderRequest({
    brand,
    region,
    shippingAddress: shipping,
    billingAddress: billing,
    differentBilling: false,
    paymentProvider: wallet,
    withMattressRemoval: state.withMattressRemoval,
    mobile: window.innerWidth < DY_MOBILE_MAX_WIDTH,
  });
  const deps = { createOrder, payOrder, store: sessionStore(), onOrder: storeOrder, loadHandler: loadPaymentHandler };
  const outcome = await placeOrder(body, sheet.token, deps, state.cart === null ? '' : cartChoices(state.cart));
  if (outcome.kind === 'paid') {
    await succeed(outcome.order, defaults);
    updateCheckout({ isExpressPaymentSuccess: true });
    goTo('success');
    return;
  }
  // A sheet never redirects; anything else is an error. The spent token goes, the card provider is back as default.
  updateCheckout({
    loading: false,
    paymentToken: null,
    isExpressPaymentSuccess: false,
    paymentProvider: defaults.paymentProvider,
  });
  showPaymentError(outcome.kind === 'failed' ? outcome.message : GENERIC_ERROR_MESSAGE, wallet);
  onFailed?.(shipping);
  goTo(fallback);
}

/** The order and its id are stored as soon as it exists. */
function storeOrder(order: Order): void {
  updateCheckout({ order, orderId: order.id });
}
