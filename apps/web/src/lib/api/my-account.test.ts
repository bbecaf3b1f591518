import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAddress, getMe, listMyOrders, removeAddress, updateAddress, updateMe } from './my-account';
import { buyAgain, getOrderFulfillment } from './orders';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';

afterEach(() => vi.unstubAllGlobals());

interface Call {
  url: string;
  method: string | undefined;
  body: unknown;
}

/** Answers each call with the next of `answers` (status, envelope). */
function stub(...answers: [number, unknown][]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const [status, body] = answers[calls.length - 1] ?? [500, {}];
    return new Response(JSON.stringify(body), { status });
  });
  return calls;
}

const ok = (result: unknown): [number, unknown] => [200, { status: 'ok', result }];
const me = {
  account: { userId: 'u1', email: 'ann@example.com', emailVerified: true, name: 'Ann' },
  consents: { sendEmail: true, sendSMS: false },
};
const address = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '5125550100',
  address: { line1: '1 Main St', line2: '', zip: '78701', city: 'Austin', state: 'TX', country: 'US' },
};
const saved = { id: 'addr_1', isDefault: true, ...address };

describe('accounts client (accounts contract)', () => {
  it('GET /accounts/me; signed out is the 401 error', async () => {
    stub(ok(me), [401, { status: 'error', code: 'BAD_REQUEST', message: 'Please sign in' }]);
    await expect(getMe()).resolves.toEqual(me);
    await expect(getMe()).rejects.toMatchObject({ status: 401 });
  });

  it('PUT /accounts/me sends only what changes (consents or name)', async () => {
    const calls = stub(ok(me), ok(me));
    await updateMe({ consents: { sendEmail: false, sendSMS: true } });
    await updateMe({ name: 'Ann Lee' });
    expect(calls).toEqual([
      { url: '/api/accounts/me', method: 'PUT', body: { consents: { sendEmail: false, sendSMS: true } } },
      { url: '/api/accounts/me', method: 'PUT', body: { name: 'Ann Lee' } },
    ]);
  });

  it('adding, editing and removing an address each read the list again (the default may move)', async () => {
    const calls = stub(ok(saved), ok([saved]), ok(saved), ok([saved]), ok({}), ok([]));
    await expect(addAddress({ address })).resolves.toEqual([saved]);
    await expect(updateAddress('a/1', { address, isDefault: true })).resolves.toEqual([saved]);
    await expect(removeAddress('addr_1')).resolves.toEqual([]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/accounts/me/addresses',
      'GET /api/accounts/me/addresses',
      'PUT /api/accounts/me/addresses/a%2F1',
      'GET /api/accounts/me/addresses',
      'DELETE /api/accounts/me/addresses/addr_1',
      'GET /api/accounts/me/addresses',
    ]);
    expect(calls[0]?.body).toEqual({ address });
    expect(calls[2]?.body).toEqual({ address, isDefault: true });
  });

  it("a refused change is the API's error and the list is not read", async () => {
    const calls = stub([404, { status: 'error', code: 'NOT_FOUND', message: 'Address not found' }]);
    await expect(removeAddress('someone-elses')).rejects.toMatchObject({ status: 404, message: 'Address not found' });
    expect(calls).toHaveLength(1);
  });

  it('GET /accounts/me/orders', async () => {
    const order = {
      id: 'o1',
      shortId: 'S1',
      createdAt: '2026-01-01T00:00:00.000Z',
      status: 'paid',
      total: 100,
      currency: 'USD',
      lineCount: 1,
    };
    const calls = stub(ok([order]));
    await expect(listMyOrders()).resolves.toEqual([order]);
    expect(calls[0]?.url).toBe('/api/accounts/me/orders');
  });
});

describe('order follow-ups', () => {
  it('GET /orders/{id}/fulfillment', async () => {
    const fulfillment = { orderId: 'o1', shortId: 'S1', status: 'paid', lines: [] };
    const calls = stub(ok(fulfillment));
    await expect(getOrderFulfillment('o/1')).resolves.toEqual(fulfillment);
    expect(calls[0]).toMatchObject({ url: '/api/orders/o%2F1/fulfillment', method: 'GET' });
  });

  it('POST /orders/{id}/buy-again: the cart and the skipped lines', async () => {
    const cart = cartFixture([cartLine('a')]);
    const calls = stub(ok({ cart, skipped: [{ itemIdentifier: 'x', title: 'Old Frame' }] }));
    await expect(buyAgain('o1')).resolves.toEqual({ cart, skipped: [{ itemIdentifier: 'x', title: 'Old Frame' }] });
    expect(calls[0]).toMatchObject({ url: '/api/orders/o1/buy-again', method: 'POST', body: undefined });
  });
});
