import { describe, expect, it, vi } from 'vitest';
import { cartFixture, cartLine } from '../../../test-support/cart-fixture';
import { ApiError } from '../../../lib/api/errors';
import type { NewOrder, Order, PaymentResult } from '../../../lib/api/orders';
import { endOrderAttempt, orderAttemptKey, paymentKey } from './attempt-key';
import { orderRequest } from './order-request';
import { placeOrder } from './place-order';
import { loadPaymentHandler } from './handlers/registry';

const shipping = {
  fullName: 'Ann Marie Lee',
  line1: '1 Main St',
  line2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(555) 123-4567',
  email: 'ann@example.com',
};
const billing = { ...shipping, fullName: 'Bo Lee', line1: '9 Side St', email: undefined };
const input = {
  brand: 'nestwood',
  region: 'US' as const,
  shippingAddress: shipping,
  billingAddress: billing,
  differentBilling: false,
  paymentProvider: 'stripeDirect' as const,
  withMattressRemoval: false,
  mobile: false,
};
const body: NewOrder = orderRequest(input);
const order = {
  id: 'ord_1',
  shortId: 'A1B2C3D4',
  status: 'pending',
  email: shipping.email,
  cart: cartFixture([cartLine('a')]),
  shippingDetails: body.shippingDetails,
  billingDetails: body.billingDetails,
  paymentDetails: { billingProvider: 'stripeDirect' },
  brand: 'nestwood',
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
} satisfies Order;

function memoryStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function deps(pay: () => Promise<PaymentResult>) {
  return {
    createOrder: vi.fn(async (_o: NewOrder, _key: string) => order),
    payOrder: vi.fn(async (_id: string, _token: string, _key: string) => pay()),
    store: memoryStore(),
    onOrder: vi.fn(),
    loadHandler: loadPaymentHandler,
  };
}
const paid = async (): Promise<PaymentResult> => ({
  paymentStatus: 'succeeded',
  order: { ...order, status: 'paid' },
  message: 'Payment succeeded',
});

describe('POST /orders body from the checkout', () => {
  it('billing is the shipping address unless different billing is on; names split, phone digits', () => {
    expect(body.billingDetails).toEqual(body.shippingDetails);
    expect(body.shippingDetails).toEqual({
      firstName: 'Ann Marie',
      lastName: 'Lee',
      phone: '5551234567',
      address: { line1: '1 Main St', line2: '', zip: '78701', city: 'Austin', state: 'TX', country: 'US' },
    });
    expect(body.email).toBe('ann@example.com');
    const different = orderRequest({ ...input, differentBilling: true });
    expect(different.billingDetails).toMatchObject({ firstName: 'Bo', address: { line1: '9 Side St' } });
  });

  it('carries no price, total or status (the server prices the cart)', () => {
    expect(Object.keys(body).sort()).toEqual(
      [
        'backorderDays',
        'billingDetails',
        'brand',
        'email',
        'extraData',
        'journey',
        'metadata',
        'paymentDetails',
        'returnUrl',
        'shippingDetails',
      ].sort(),
    );
  });
});

describe('Idempotency-Key of a Place-order attempt', () => {
  it.each([
    ['the same body (double click, reload) reuses the key', 'same', true],
    ['another body (an edited address) takes a new key', 'other', false],
  ])('%s', (_name, second, same) => {
    const store = memoryStore();
    const first = orderAttemptKey(store, 'body-1');
    expect(orderAttemptKey(store, second === 'same' ? 'body-1' : 'body-2') === first).toBe(same);
  });

  it('a paid attempt ends: the next checkout gets a new key', () => {
    const store = memoryStore();
    const first = orderAttemptKey(store, 'b');
    endOrderAttempt(store);
    expect(orderAttemptKey(store, 'b')).not.toBe(first);
  });

  it('the payment key is per order and token', () => {
    expect(paymentKey('o1', 't1')).toBe(paymentKey('o1', 't1'));
    expect(paymentKey('o1', 't1')).not.toBe(paymentKey('o1', 't2'));
  });
});

describe('Payment: create the order, store it, pay it', () => {
  it('success: the order is stored before the payment, both calls carry keys, a second attempt reuses the order key', async () => {
    const d = deps(paid);
    await expect(placeOrder(body, 'tok_1', d)).resolves.toMatchObject({ kind: 'paid', order: { status: 'paid' } });
    expect(d.onOrder).toHaveBeenCalledWith(order);
    expect(d.payOrder).toHaveBeenCalledWith('ord_1', 'tok_1', paymentKey('ord_1', 'tok_1'));
    await placeOrder(body, 'tok_1', d);
    expect(d.createOrder.mock.calls[0]?.[1]).toBe(d.createOrder.mock.calls[1]?.[1]);
  });

  it('3-D Secure: requires_action goes to the redirect URL', async () => {
    const d = deps(async () => ({
      paymentStatus: 'requires_action',
      redirectUrl: '/api/sandbox/card/3ds/pi_1',
      order,
      message: null,
    }));
    await expect(placeOrder(body, 't', d)).resolves.toEqual({ kind: 'redirect', url: '/api/sandbox/card/3ds/pi_1' });
  });

  it.each([
    [
      'a decline: the server message',
      new ApiError(402, 'PAYMENT_DECLINED', 'Your card has insufficient funds.'),
      'Your card has insufficient funds.',
    ],
    ['the store unreachable: the generic message', new ApiError(0, 'NETWORK', 'x'), 'An error occurred, please try again'],
  ])('payment failure, %s', async (_name, error, message) => {
    const d = deps(async () => Promise.reject(error));
    await expect(placeOrder(body, 't', d)).resolves.toEqual({ kind: 'failed', message });
  });

  it("order creation failure: the error message ('Cart Empty'), nothing paid", async () => {
    const d = deps(paid);
    d.createOrder.mockRejectedValueOnce(new ApiError(400, 'BAD_REQUEST', 'Cart Empty'));
    await expect(placeOrder(body, 't', d)).resolves.toEqual({ kind: 'failed', message: 'Cart Empty' });
    expect(d.payOrder).not.toHaveBeenCalled();
  });
});

describe('a cart changed since the last attempt places the order again (a new key, not a replay)', () => {
  it('the same cart reuses the key; another cart gets a new one', async () => {
    const d = deps(paid);
    await placeOrder(body, 'tok_1', d, 'cart-a');
    await placeOrder(body, 'tok_2', d, 'cart-a');
    await placeOrder(body, 'tok_3', d, 'cart-b');
    const keys = d.createOrder.mock.calls.map(([, key]) => key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe("'Payment provider not found'", () => {
  it('a provider without a client handler fails with the provider-not-found message and is never paid', async () => {
    const d = { ...deps(paid), loadHandler: async () => null };
    await expect(placeOrder(body, 'tok_1', d)).resolves.toEqual({ kind: 'failed', message: 'Payment provider not found' });
    expect(d.payOrder).not.toHaveBeenCalled();
  });
});
