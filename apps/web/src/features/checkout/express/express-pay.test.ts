import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_WALLET_PAYERS } from '@store/core/payments/sandbox-wallet';
import { cartFixture, cartLine } from '../../../test-support/cart-fixture';
import type { NewOrder, Order, PaymentResult } from '../../../lib/api/orders';
import { loadPaymentHandler } from '../payment/handlers/registry';
import { expressHandler } from '../payment/handlers/express-handler';
import { orderRequest } from '../payment/order-request';
import { placeOrder } from '../payment/place-order';
import { walletCapabilities } from './wallet-capability';

const payer = SANDBOX_WALLET_PAYERS.US.home!;
const { email: _email, ...billing } = payer;
const body: NewOrder = orderRequest({
  brand: 'nestwood',
  region: 'US',
  shippingAddress: payer,
  billingAddress: billing,
  differentBilling: false,
  paymentProvider: 'googlepay',
  withMattressRemoval: false,
  mobile: false,
});
const order = {
  id: 'ord_1',
  shortId: 'A1B2C3D4',
  status: 'pending',
  email: payer.email,
  cart: cartFixture([cartLine('a')]),
  shippingDetails: body.shippingDetails,
  billingDetails: body.billingDetails,
  paymentDetails: { billingProvider: 'googlepay' },
  brand: 'nestwood',
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
} satisfies Order;
const paid = async (): Promise<PaymentResult> => ({
  paymentStatus: 'succeeded',
  order: { ...order, status: 'paid' },
  message: null,
});

describe('Payment with an express wallet', () => {
  it('the sheet’s payer is the order’s shipping, billing and email; the wallet is the billing provider', () => {
    expect(body.email).toBe(payer.email);
    expect(body.billingDetails).toEqual(body.shippingDetails);
    expect(body.shippingDetails).toMatchObject({ firstName: 'Jordan', lastName: 'Rivera', phone: '4155550142' });
    expect(body.paymentDetails).toEqual({ billingProvider: 'googlepay' });
  });

  it('the wallet’s handler is loaded lazily with its name and the express flag, and pays with the sheet’s token', async () => {
    const payOrder = vi.fn(async (_id: string, _token: string, _key: string) => paid());
    const loadHandler = vi.fn(loadPaymentHandler);
    const deps = { createOrder: async () => order, payOrder, store: null, onOrder: vi.fn(), loadHandler };
    const outcome = await placeOrder(body, 'wtok_sheet', deps);
    expect(outcome.kind).toBe('paid');
    expect(loadHandler).toHaveBeenCalledWith('googlepay');
    expect(payOrder.mock.calls.map(([id, token]) => [id, token])).toEqual([['ord_1', 'wtok_sheet']]);
  });

  it.each(['googlepay', 'applepay', 'stripePaymentRequest'] as const)('%s has a handler', async (wallet) => {
    expect(await loadPaymentHandler(wallet)).toBe(expressHandler);
  });

  it('the express handler pays nothing without the express flag or a token', async () => {
    const payOrder = vi.fn(paid);
    const input = { provider: 'googlepay' as const, order, deps: { payOrder } };
    expect((await expressHandler.pay({ ...input, express: false, paymentToken: 'wtok_x' })).kind).toBe('failed');
    expect((await expressHandler.pay({ ...input, express: true, paymentToken: null })).kind).toBe('failed');
    expect(payOrder).not.toHaveBeenCalled();
  });
});

describe('the browser’s capability check (like PaymentRequest.canMakePayment)', () => {
  it('asks for each wallet; a check that throws counts as "cannot"', async () => {
    const answers = await walletCapabilities(async (wallet) => {
      if (wallet === 'applepay') throw new Error('no Apple Pay here');
      return wallet === 'googlepay';
    });
    expect(answers).toEqual({ googlepay: true, applepay: false, stripePaymentRequest: false, link: false });
  });
});
