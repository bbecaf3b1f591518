import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartFixture, cartLine } from '../../../test-support/cart-fixture';
import type { Order } from '../../../lib/api/orders';
import { loadAccountPage } from './load-account-page';
import { loadOrderPage, orderIdFromParam } from './load-order-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Answer = { status: number; body: unknown };
const ok = (result: unknown): Answer => ({ status: 200, body: { status: 'ok', result } });
const fail = (status: number, code: string, message: string): Answer => ({ status, body: { status: 'error', code, message } });

/** Answers by path; records each call's path and headers. */
function api(routes: Record<string, Answer>) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push({ path, headers: init.headers as Record<string, string> });
    const answer = routes[path] ?? fail(404, 'NOT_FOUND', `No route for GET ${path}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

/** The storefront server's proof of the shopper's address (src/server/client-address-proof.ts), as a page request carries it. */
const proof = { 'x-client-address': '203.0.113.9', 'x-client-address-signature': `t=1767225600,v1=${'a'.repeat(64)}` };
const shopper = { cookie: 'sid=abc; better-auth.session_token=t', clientAddress: proof };
const me = {
  account: { userId: 'u1', email: 'ann@example.com', emailVerified: true, name: 'Ann Lee' },
  consents: { sendEmail: true, sendSMS: false },
};
const address = {
  id: 'addr_1',
  isDefault: true,
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '5125550100',
  address: { line1: '1 Main St', line2: '', zip: '78701', city: 'Austin', state: 'TX', country: 'US' },
};
const summary = {
  id: 'ord_1',
  shortId: 'A1B2C3',
  createdAt: '2026-01-02T10:00:00.000Z',
  status: 'paid',
  total: 129900,
  currency: 'USD',
  lineCount: 2,
  firstLineName: 'Luxe Hybrid Mattress',
};

describe('loadAccountPage (/my-account, read on the server as the shopper)', () => {
  it('signed out (401) is signed-out, for the page to send the shopper to /login', async () => {
    api({ '/accounts/me': fail(401, 'NOT_SIGNED_IN', 'Please sign in') });
    await expect(loadAccountPage('nestwood', shopper)).resolves.toEqual({ kind: 'signed-out' });
  });

  it("signed in: the account, its addresses and orders, read with the shopper's cookies, address and the brand", async () => {
    const calls = api({
      '/accounts/me': ok(me),
      '/accounts/me/addresses': ok([address]),
      '/accounts/me/orders': ok([summary]),
    });
    await expect(loadAccountPage('driftvale', shopper)).resolves.toEqual({
      kind: 'account',
      me,
      addresses: [address],
      orders: [summary],
    });
    expect(calls.map((c) => c.path).sort()).toEqual(['/accounts/me', '/accounts/me/addresses', '/accounts/me/orders']);
    for (const call of calls) expect(call.headers).toMatchObject({ 'x-brand': 'driftvale', cookie: shopper.cookie, ...proof });
  });

  it('an order total given as { amount } reads as minor units too', async () => {
    api({
      '/accounts/me': ok(me),
      '/accounts/me/addresses': ok([]),
      '/accounts/me/orders': ok([{ ...summary, total: { amount: 5000 } }]),
    });
    const page = await loadAccountPage('nestwood', shopper);
    expect(page.kind === 'account' && page.orders?.[0]?.total).toBe(5000);
  });

  it('a list that fails is null (the section says it could not be loaded); the page still renders', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api({ '/accounts/me': ok(me), '/accounts/me/orders': fail(500, 'INTERNAL', 'boom') });
    await expect(loadAccountPage('nestwood', shopper)).resolves.toEqual({ kind: 'account', me, addresses: null, orders: null });
  });

  it('any other failure of /accounts/me is thrown (the error page), not taken for signed out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api({ '/accounts/me': fail(500, 'INTERNAL', 'boom') });
    await expect(loadAccountPage('nestwood', shopper)).rejects.toMatchObject({ status: 500 });
  });

  it('without cookies no cookie header is sent', async () => {
    const calls = api({ '/accounts/me': fail(401, 'NOT_SIGNED_IN', 'Please sign in') });
    await loadAccountPage('nestwood', { cookie: null, clientAddress: {} });
    expect(calls[0]?.headers).not.toHaveProperty('cookie');
    expect(calls[0]?.headers).not.toHaveProperty('x-client-address');
  });
});

const details = address;
const order: Order = {
  id: 'ord_1',
  shortId: 'A1B2C3',
  status: 'paid',
  email: 'ann@example.com',
  cart: cartFixture([cartLine('a')]),
  shippingDetails: details,
  billingDetails: details,
  paymentDetails: { billingProvider: 'stripeDirect', customerID: null },
  journey: 'checkout',
  brand: 'nestwood',
  backorderDays: 0,
  extraData: {},
  metadata: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: '2026-01-01T00:01:00.000Z',
};
const fulfillment = {
  orderId: 'ord_1',
  shortId: 'A1B2C3',
  status: 'paid',
  lines: [
    {
      itemIdentifier: 'a',
      sku: 'SKU-a',
      name: 'a',
      title: 'A',
      quantity: 1,
      fulfillmentStatus: 'pending',
      shipping: { from: 2, to: 3, estimate: '2 - 3' },
    },
  ],
};

describe('loadOrderPage (/my-account/orders/{orderId})', () => {
  it('the order, its fulfilment status and its reviewed products, the id encoded in every path', async () => {
    const calls = api({
      '/orders/ord%2F1': ok(order),
      '/orders/ord%2F1/fulfillment': ok(fulfillment),
      '/reviews/orders/ord%2F1': ok({ reviewed: [{ domainKey: 'luxe-hybrid', status: 'pending' }] }),
    });
    const page = await loadOrderPage('nestwood', 'ord/1', shopper);
    expect(page?.order.id).toBe('ord_1');
    expect(page?.fulfillment).toEqual(fulfillment);
    expect([...(page?.reviewed ?? [])]).toEqual([['luxe-hybrid', 'pending']]);
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/orders/ord%2F1',
      '/orders/ord%2F1/fulfillment',
      '/reviews/orders/ord%2F1',
    ]);
    expect(calls.find((c) => c.path.startsWith('/reviews'))?.headers.cookie).toBe(shopper.cookie);
  });

  it('reviewed products that cannot be read are none (the form shows; the API still refuses a second review)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api({
      '/orders/ord_1': ok(order),
      '/orders/ord_1/fulfillment': ok(fulfillment),
      '/reviews/orders/ord_1': fail(500, 'INTERNAL', 'boom'),
    });
    const page = await loadOrderPage('nestwood', 'ord_1', shopper);
    expect(page?.reviewed.size).toBe(0);
  });

  it("an order this shopper may not read (the API's 404) is null: the page's 404", async () => {
    api({});
    await expect(loadOrderPage('nestwood', 'ord_1', shopper)).resolves.toBeNull();
  });

  it('the order without its fulfilment status still shows (fulfilment null)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api({ '/orders/ord_1': ok(order), '/orders/ord_1/fulfillment': fail(500, 'INTERNAL', 'boom') });
    await expect(loadOrderPage('nestwood', 'ord_1', shopper)).resolves.toMatchObject({ fulfillment: null });
  });

  it('an API failure other than 404 is thrown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api({ '/orders/ord_1': fail(500, 'INTERNAL', 'boom') });
    await expect(loadOrderPage('nestwood', 'ord_1', shopper)).rejects.toMatchObject({ status: 500 });
  });
});

describe('orderIdFromParam', () => {
  it('decodes the route segment; a broken escape or nothing is null (the 404)', () => {
    expect(orderIdFromParam('ord_1')).toBe('ord_1');
    expect(orderIdFromParam('a%2Fb')).toBe('a/b');
    expect(orderIdFromParam('%E0%A4%A')).toBeNull();
    expect(orderIdFromParam('')).toBeNull();
  });
});
