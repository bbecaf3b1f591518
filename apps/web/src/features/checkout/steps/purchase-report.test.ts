import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartExtra, cartFixture, cartLine } from '../../../test-support/cart-fixture';
import type { Order } from '../../../lib/api/orders';
import { purchaseMarkerKey, reportPurchaseOnce } from './purchase-report';

const details = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '5551234567',
  address: { line1: '1 Main St', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
};
let sequence = 0;
/** A paid order with a fresh id (the page's own memory of pushed orders lasts the test file). */
function paidOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: `ord_${++sequence}`,
    shortId: 'A1B2C3',
    status: 'paid',
    email: 'ann@example.com',
    cart: cartFixture([cartLine('a', { quantity: 2, price: 259_00 })], [cartExtra('tax', 20_00)], 'SAVE10'),
    shippingDetails: details,
    billingDetails: details,
    paymentDetails: { billingProvider: 'stripeDirect' },
    journey: 'checkout',
    brand: 'nestwood',
    backorderDays: 0,
    extraData: {},
    metadata: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    paidAt: '2026-01-01T00:01:00.000Z',
    analyticsReported: false,
    ...overrides,
  };
}

/** A browser: one dataLayer and one localStorage shared by its tabs; fetch answers the PUT (or fails). */
function browser(put: 'ok' | 'fails' = 'ok') {
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
  };
  const dataLayer: Array<{ event: string }> = [];
  vi.stubGlobal('window', { dataLayer, localStorage });
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (put === 'fails') return new Response(JSON.stringify({ status: 'error', code: 'X', message: 'down' }), { status: 503 });
    const id = /orders\/([^/]+)\/analyticsReported/.exec(url)?.[1];
    expect(init.method).toBe('PUT');
    return new Response(JSON.stringify({ status: 'ok', result: { id, analyticsReportedAt: '2026-01-01T00:02:00.000Z' } }));
  });
  vi.stubGlobal('fetch', fetch);
  return { dataLayer, fetch, stored };
}
const purchases = (dataLayer: Array<{ event: string }>) => dataLayer.filter((e) => e.event === 'purchase');

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the success step pushes purchase once per order, then PUT analyticsReported', () => {
  it('a paid, unreported order: one purchase (order id, value in major units, coupon, items), then the PUT', async () => {
    const { dataLayer, fetch } = browser();
    const order = paidOrder();
    expect(await reportPurchaseOnce(order)).toBe(true);
    expect(purchases(dataLayer)).toEqual([
      {
        event: 'purchase',
        orderId: order.id,
        value: 279,
        currency: 'USD',
        coupon: 'SAVE10',
        items: [{ item_id: 'SKU-a', item_name: 'Product a', price: 129.5, quantity: 2 }],
      },
    ]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![0]).toBe(`/api/orders/${order.id}/analyticsReported`);
  });

  it('a re-render or a second mount of the page does not push again', async () => {
    const { dataLayer, fetch } = browser();
    const order = paidOrder();
    await reportPurchaseOnce(order);
    expect(await reportPurchaseOnce(order)).toBe(false);
    expect(purchases(dataLayer)).toHaveLength(1);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a reload, or another device: the order says analyticsReported, nothing is pushed or PUT', async () => {
    const { dataLayer, fetch } = browser();
    expect(await reportPurchaseOnce(paidOrder({ analyticsReported: true }))).toBe(false);
    expect(dataLayer).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a second tab of the same browser, before the first PUT answered: the marker in storage stops it', async () => {
    const { dataLayer, stored } = browser();
    const order = paidOrder();
    stored.set(purchaseMarkerKey(order.id), '2026-01-01T00:01:30.000Z');
    expect(await reportPurchaseOnce(order)).toBe(false);
    expect(dataLayer).toEqual([]);
  });

  it('an order not paid (pending) is not a purchase', async () => {
    const { dataLayer, fetch } = browser();
    expect(await reportPurchaseOnce(paidOrder({ status: 'pending', paidAt: null }))).toBe(false);
    expect(dataLayer).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failing PUT is logged, never thrown; the purchase stays pushed once (a reload sees the marker)', async () => {
    const { dataLayer, stored } = browser('fails');
    const order = paidOrder();
    await expect(reportPurchaseOnce(order)).resolves.toBe(true);
    expect(console.warn).toHaveBeenCalledWith('Purchase tracking failed', expect.anything());
    expect(purchases(dataLayer)).toHaveLength(1);
    expect(stored.has(purchaseMarkerKey(order.id))).toBe(true);
  });

  it('storage that throws (disabled) still pushes once and PUTs', async () => {
    const { fetch } = browser();
    const dataLayer: Array<{ event: string }> = [];
    vi.stubGlobal('window', {
      dataLayer,
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(await reportPurchaseOnce(paidOrder())).toBe(true);
    expect(purchases(dataLayer)).toHaveLength(1);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
