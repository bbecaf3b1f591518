import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { ApiError } from './errors';
import { createOrder, getOrder, payOrder, type NewOrder, type Order } from './orders';

afterEach(() => vi.unstubAllGlobals());

const details = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '5551234567',
  address: { line1: '1 Main St', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
};
const order: Order = {
  id: 'ord_1',
  shortId: 'A1B2C3',
  status: 'pending',
  email: 'ann@example.com',
  cart: cartFixture([cartLine('a')]),
  shippingDetails: details,
  billingDetails: details,
  paymentDetails: { billingProvider: 'stripeDirect' },
  journey: 'checkout',
  brand: 'nestwood',
  backorderDays: 0,
  extraData: {},
  metadata: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
};
const newOrder: NewOrder = {
  journey: 'checkout',
  paymentDetails: { billingProvider: 'stripeDirect' },
  email: order.email,
  shippingDetails: details,
  billingDetails: details,
  brand: 'nestwood',
  backorderDays: 0,
  extraData: {},
  metadata: {},
  returnUrl: '/checkout/review',
};

interface Call {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

function stub(status: number, answer: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify(answer), { status });
  });
  return calls;
}

describe('orders client (orders contract)', () => {
  it('POST /orders sends the body and the Idempotency-Key and returns the order', async () => {
    const calls = stub(200, { status: 'ok', result: order });
    await expect(createOrder(newOrder, 'key-1')).resolves.toEqual(order);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/orders', method: 'POST', body: newOrder });
    expect(calls[0]?.headers['idempotency-key']).toBe('key-1');
  });

  it("'Cart Empty' comes back as the API's error", async () => {
    stub(400, { status: 'error', code: 'BAD_REQUEST', message: 'Cart Empty' });
    await expect(createOrder(newOrder, 'key-2')).rejects.toEqual(new ApiError(400, 'BAD_REQUEST', 'Cart Empty'));
  });

  it('GET /orders/{id} reads the order, the id encoded', async () => {
    const calls = stub(200, { status: 'ok', result: order });
    await expect(getOrder('a/b')).resolves.toEqual(order);
    expect(calls[0]).toMatchObject({ url: '/api/orders/a%2Fb', method: 'GET', body: undefined });
  });

  it('GET /orders/{id} of another session is a NOT_FOUND error', async () => {
    stub(404, { status: 'error', code: 'NOT_FOUND', message: 'Order not found' });
    await expect(getOrder('x')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it.each([
    ['succeeded', { paymentStatus: 'succeeded', order: { ...order, status: 'paid' } }, 'Paid'],
    ['requires_action with a redirect', { paymentStatus: 'requires_action', redirectUrl: '/sandbox/3ds', order }, null],
  ])('POST /orders/{id}/payment: %s', async (_name, result, message) => {
    const calls = stub(200, { status: 'ok', result, message });
    const paid = await payOrder('ord_1', 'tok_1', 'key-3');
    expect(paid).toMatchObject({ ...result, message });
    expect(calls[0]).toMatchObject({ url: '/api/orders/ord_1/payment', method: 'POST', body: { paymentToken: 'tok_1' } });
    expect(calls[0]?.headers['idempotency-key']).toBe('key-3');
  });

  it('a payment failure keeps the message (insufficient funds is told apart by the caller)', async () => {
    stub(402, { status: 'error', code: 'PAYMENT_FAILED', message: 'Your card has insufficient funds.' });
    await expect(payOrder('ord_1', 'tok', 'k')).rejects.toMatchObject({ message: 'Your card has insufficient funds.' });
  });

  it('an unreachable API is a NETWORK error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(getOrder('x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
