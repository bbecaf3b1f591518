import { describe, expect, it, vi } from 'vitest';
import { REDIRECT_START_TOKEN } from '@store/core/payments/provider-flows';
import { cartFixture, cartLine } from '../../../test-support/cart-fixture';
import { ApiError } from '../../../lib/api/errors';
import type { Order, PaymentResult } from '../../../lib/api/orders';
import { orderRequest } from './order-request';
import { loadPaymentHandler } from './handlers/registry';
import { linkHandler } from './handlers/link-handler';
import { redirectHandler } from './handlers/redirect-handler';
import { takePayOnArrival, payOnArrival } from './pay-on-arrival';

const shipping = {
  fullName: 'Ann Lee',
  line1: '1 Main St',
  line2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(555) 123-4567',
  email: 'ann@example.com',
};
const input = {
  brand: 'nestwood',
  region: 'US' as const,
  shippingAddress: shipping,
  billingAddress: null,
  differentBilling: false,
  paymentProvider: 'splitIt' as const,
  withMattressRemoval: false,
  mobile: false,
};
const body = orderRequest(input);
const order = {
  id: 'ord_1',
  shortId: 'A1B2C3D4',
  status: 'pending',
  email: shipping.email,
  cart: cartFixture([cartLine('a')]),
  shippingDetails: body.shippingDetails,
  billingDetails: body.billingDetails,
  paymentDetails: { billingProvider: 'affirm' },
  brand: 'nestwood',
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
} satisfies Order;

function payWith(answer: () => Promise<PaymentResult>) {
  return { payOrder: vi.fn(async (_id: string, _token: string, _key: string) => answer()) };
}

describe('extraData.numberOfPayments: Splitit’s plan goes with the order', () => {
  it.each([
    ['splitIt', 6, 6],
    ['splitIt', undefined, 12],
    ['splitIt', 7, 12],
    ['affirm', 6, undefined],
    ['stripeDirect', 6, undefined],
  ] as const)('%s with %s payments -> %s', (paymentProvider, splitItNumberOfPayments, expected) => {
    const body = orderRequest({ ...input, paymentProvider, splitItNumberOfPayments });
    const extra = body.extraData;
    expect(extra.numberOfPayments).toBe(expected);
    expect(extra.stripeReturnUrl).toBe('/checkout/review');
    // Order returnUrl: providers bring the shopper back to review.
    expect(body.returnUrl).toBe('/checkout/review');
  });
});

describe('"Handlers load lazily": the redirect providers have a client handler', () => {
  it.each([['affirm'], ['afterPay'], ['splitIt'], ['acima'], ['bank']] as const)('%s', async (provider) => {
    expect(await loadPaymentHandler(provider)).toBe(redirectHandler);
  });

  it('link has its own: one click with a sheet token, else the redirect start', async () => {
    expect(await loadPaymentHandler('link')).toBe(linkHandler);
  });
});

describe('the redirect handler starts the provider’s checkout with REDIRECT_START_TOKEN', () => {
  it('requires_action: the browser goes to the provider’s page', async () => {
    const deps = payWith(async () => ({
      paymentStatus: 'requires_action',
      redirectUrl: '/api/sandbox/redirect/affirm/rx_1',
      order,
      message: null,
    }));
    const outcome = await redirectHandler.pay({ provider: 'affirm', express: false, order, paymentToken: null, deps });
    expect(outcome).toEqual({ kind: 'redirect', url: '/api/sandbox/redirect/affirm/rx_1' });
    expect(deps.payOrder).toHaveBeenCalledWith('ord_1', REDIRECT_START_TOKEN, expect.stringMatching(/^pay-ord_1-/));
  });

  it('each Place order is a new start (a cancelled start’s key would replay its spent page)', async () => {
    const deps = payWith(async () => ({ paymentStatus: 'requires_action', redirectUrl: '/x', order, message: null }));
    await redirectHandler.pay({ provider: 'affirm', express: false, order, paymentToken: null, deps });
    await redirectHandler.pay({ provider: 'affirm', express: false, order, paymentToken: null, deps });
    const [first, second] = deps.payOrder.mock.calls.map(([, , key]) => key);
    expect(first).not.toBe(second);
  });

  it('payment failure: the response message', async () => {
    const deps = payWith(async () => Promise.reject(new ApiError(402, 'PAYMENT_DECLINED', 'The lease was declined.')));
    const outcome = await redirectHandler.pay({ provider: 'acima', express: false, order, paymentToken: null, deps });
    expect(outcome).toEqual({ kind: 'failed', message: 'The lease was declined.' });
  });
});

it('Instalment triggers "move to review and pay": review pays once per trigger', () => {
  expect(takePayOnArrival()).toBe(false);
  payOnArrival();
  expect(takePayOnArrival()).toBe(true);
  expect(takePayOnArrival()).toBe(false);
});
