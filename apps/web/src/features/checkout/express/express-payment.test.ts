// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@store/core/brands';
import type { CheckoutStep } from '@store/core/checkout/navigation';
import { CARD_DECLINED_MESSAGE } from '@store/core/checkout/payment-token';
import { SANDBOX_WALLET_PAYERS, type WalletToken } from '@store/core/payments/sandbox-wallet';
import { ApiError } from '../../../lib/api/errors';
import { createOrder, payOrder, type Order, type PaymentResult } from '../../../lib/api/orders';
import { cartFixture, cartLine } from '../../../test-support/cart-fixture';
import { checkoutSnapshot, initialCheckoutState, resetKeepingCart, updateCheckout } from '../checkout-store';
import { orderRequest } from '../payment/order-request';
import { showPaymentError } from '../payment/payment-error-store';
import { payWithExpressWallet } from './express-payment';

vi.mock('../../../lib/api/orders', async (original) => ({
  ...(await original<typeof import('../../../lib/api/orders')>()),
  createOrder: vi.fn(),
  payOrder: vi.fn(),
}));
// A paid order consumed the cart: the store reloads it (here, an empty one without a server).
vi.mock('../../cart/cart-store', async (original) => ({
  ...(await original<typeof import('../../cart/cart-store')>()),
  refreshCart: vi.fn(async () => ({ ok: true, cart: cartFixture([]) })),
}));
vi.mock('../payment/payment-error-store', () => ({ showPaymentError: vi.fn() }));

const brand = BRANDS.nestwood;
const defaults = { permissions: brand.defaultConsents, paymentProvider: brand.defaultPaymentProvider };
const payer = SANDBOX_WALLET_PAYERS.US.work!;
const sheet: WalletToken = { token: 'wtok_sheet', payer, card: { label: 'Visa •••• 4242', last4: '4242' } };
const { email: _email, ...billing } = payer;
const sent = orderRequest({
  brand: brand.key,
  region: brand.region,
  shippingAddress: payer,
  billingAddress: billing,
  differentBilling: false,
  paymentProvider: 'applepay',
  withMattressRemoval: false,
  mobile: false,
});
const order = {
  id: 'ord_1',
  shortId: 'A1B2C3D4',
  status: 'pending',
  email: payer.email,
  cart: cartFixture([cartLine('classic')]),
  shippingDetails: sent.shippingDetails,
  billingDetails: sent.billingDetails,
  paymentDetails: { billingProvider: 'applepay' },
  brand: 'nestwood',
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
} satisfies Order;

const declined = () => Promise.reject(new ApiError(402, 'PAYMENT_FAILED', CARD_DECLINED_MESSAGE));
const paid = async (): Promise<PaymentResult> => ({
  paymentStatus: 'succeeded',
  order: { ...order, status: 'paid' },
  message: null,
});

beforeEach(() => {
  vi.clearAllMocks();
  resetKeepingCart(defaults);
  updateCheckout({ ...initialCheckoutState, hydrated: true, cart: cartFixture([cartLine('classic')]) });
  vi.mocked(createOrder).mockResolvedValue(order);
});

/** Pays with the sheet's token from a page; the steps the flow moved to. */
async function payFrom(path: string, onFailed = vi.fn()): Promise<{ moves: CheckoutStep[]; onFailed: typeof onFailed }> {
  window.history.replaceState({}, '', path);
  const moves: CheckoutStep[] = [];
  await payWithExpressWallet('applepay', sheet, { brand: brand.key, region: brand.region, defaults, onFailed }, (step) =>
    moves.push(step),
  );
  return { moves, onFailed };
}

describe('an express payment from the cart page or the shipping step', () => {
  it('paid from the cart: the order is created and paid with the sheet’s token, then success', async () => {
    vi.mocked(payOrder).mockImplementation(paid);
    const { moves } = await payFrom('/checkout/cart');
    expect(moves).toEqual(['success']);
    expect(vi.mocked(payOrder).mock.calls.map(([id, token]) => [id, token])).toEqual([['ord_1', 'wtok_sheet']]);
    // The sheet's payer is the order's shipping, billing and email; the wallet is the billing provider.
    expect(vi.mocked(createOrder).mock.calls[0]![0]).toEqual(sent);
    expect(checkoutSnapshot()).toMatchObject({ isExpressPaymentSuccess: true, orderId: 'ord_1', pendingMove: 'success' });
    expect(showPaymentError).not.toHaveBeenCalled();
  });

  it.each<[string, string, CheckoutStep]>([
    ['declined on the cart page: stays on the cart', '/checkout/cart', 'cart'],
    ['declined on shipping: back on shipping', '/checkout/shipping', 'shipping'],
  ])('%s, the decline shown, the token spent, the card provider back', async (_case, path, step) => {
    vi.mocked(payOrder).mockImplementation(declined);
    const { moves, onFailed } = await payFrom(path);
    expect(moves).toEqual([step]);
    expect(showPaymentError).toHaveBeenCalledWith(CARD_DECLINED_MESSAGE, 'applepay');
    expect(checkoutSnapshot()).toMatchObject({
      loading: false,
      paymentToken: null,
      isExpressPaymentSuccess: false,
      paymentProvider: 'stripeDirect',
    });
    // The wallet's address stays the checkout's shipping address (the shipping form shows it).
    expect(checkoutSnapshot().shippingAddress).toEqual(payer);
    expect(onFailed).toHaveBeenCalledWith(payer);
  });

  it('an order the API refuses to create leaves the shopper on the cart with its message, nothing paid', async () => {
    vi.mocked(createOrder).mockRejectedValue(new ApiError(409, 'CONFLICT', 'Your cart changed.'));
    const { moves } = await payFrom('/checkout/cart');
    expect(moves).toEqual(['cart']);
    expect(payOrder).not.toHaveBeenCalled();
    expect(showPaymentError).toHaveBeenCalledWith('Your cart changed.', 'applepay');
  });

  it('a second token while a payment runs pays nothing more', async () => {
    updateCheckout({ loading: true });
    const { moves } = await payFrom('/checkout/cart');
    expect(moves).toEqual([]);
    expect(createOrder).not.toHaveBeenCalled();
  });
});
