import { beforeAll, describe, expect, it } from 'vitest';
import type { BrandKey } from '@store/core';
import type { DashboardWire } from '@store/core/dashboard/dashboard-wire';
import type { Database } from '../src/db/client';
import { analyticsEvents, payments, refunds } from '../src/db/schema';
import { randomBase62 } from '../src/ids';
import { useTestApp } from './support/test-app';
import { makeStaff, signedIn, staffBrowser, type StaffBrowser } from './support/staff';
import { frozenExtra, insertStaffOrder } from './support/staff-orders';

/** "Today" for the app under test: the default period is the 30 days up to it, and no period may end after it. */
const NOW = new Date('2026-11-20T15:00:00Z');
const SECRET = 'operator-secret-for-the-dashboard-tests';
const t = useTestApp({ now: () => NOW, operatorSecret: SECRET });

/** A storefront's batch of daily step counts, as its batcher sends them. */
const funnelCounts = async (counts: Array<{ brand: string; day: string; step: string; count: number }>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/dashboard/funnel-counts',
    headers: { 'x-operator-secret': SECRET },
    payload: { counts },
  });
  expect(res.statusCode).toBe(200);
};

/** A paid order of $1,499.00 plus `tax` minor units, paid at `at`. */
const paidOrder = (brand: BrandKey, at: string, tax: number) =>
  insertStaffOrder(t.db, { brand, createdAt: new Date(at), extras: [frozenExtra('tax', 'Tax', tax)] });

let eventId = 0;
/** Recorded analytics events of one type at one instant. */
async function events(db: Database, brand: BrandKey, type: string, at: string, howMany: number) {
  const occurredAt = new Date(at);
  await db
    .insert(analyticsEvents)
    .values(Array.from({ length: howMany }, () => ({ id: ++eventId, brand, type, payload: {}, occurredAt })));
}

/** The succeeded payment of each order refunded (one live payment an order). */
const paymentOf = new Map<string, string>();

/** A refund of an order in the given state, last moved at `at` (a succeeded refund's completion). */
async function refund(
  db: Database,
  order: { id: string },
  brand: BrandKey,
  amount: number,
  status: 'pending' | 'succeeded' | 'failed',
  at: string,
) {
  const paymentId = paymentOf.get(order.id) ?? randomBase62(24);
  if (!paymentOf.has(order.id))
    await db.insert(payments).values({
      id: paymentId,
      brand,
      orderId: order.id,
      provider: 'stripeDirect',
      status: 'succeeded',
      amount: 149900,
      currency: brand.endsWith('-ca') ? 'CAD' : 'USD',
      idempotencyKey: `pay_${paymentId}`,
    });
  paymentOf.set(order.id, paymentId);
  const id = randomBase62(24);
  await db.insert(refunds).values({
    id,
    brand,
    orderId: order.id,
    paymentId,
    amount,
    currency: brand.endsWith('-ca') ? 'CAD' : 'USD',
    status,
    idempotencyKey: `refund_${id}`,
    reason: 'customer request',
    createdAt: new Date(at),
    updatedAt: new Date(at),
  });
}

let owner: StaffBrowser;
let manager: StaffBrowser;
let support: StaffBrowser;

const dashboard = async (browser: StaffBrowser, query: string) => {
  const res = await browser.call('GET', `/admin/dashboard?${query}`);
  return { status: res.statusCode, body: res.json() as { result: DashboardWire; code?: string; message?: string } };
};

beforeAll(async () => {
  owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner', brands: 'all' }));
  manager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['nestwood', 'nestwood-ca'] }));
  support = await signedIn(t.app, await makeStaff(t.db, { role: 'support', brands: 'all' }));

  // The period asked below is 18 to 20 November (UTC); the previous one 15 to 17 November.
  const a = await paidOrder('nestwood', '2026-11-18T10:00:00Z', 100); // 150,000
  await paidOrder('nestwood', '2026-11-18T23:59:59Z', 2); // 149,902: still the 18th in UTC
  await paidOrder('nestwood', '2026-11-19T00:00:00Z', 12367); // 162,267: the 19th from midnight UTC
  await insertStaffOrder(t.db, { brand: 'nestwood', status: 'pending', createdAt: new Date('2026-11-19T08:00:00Z') });
  const e = await paidOrder('nestwood', '2026-11-16T12:00:00Z', 100); // 150,000, the previous period
  await paidOrder('nestwood', '2026-11-14T12:00:00Z', 100); // before both periods
  await paidOrder('nestwood-ca', '2026-11-19T09:00:00Z', 5000); // CAD 154,900
  await paidOrder('driftvale', '2026-11-19T09:00:00Z', 100); // USD 150,000, not the manager's brand

  await refund(t.db, a, 'nestwood', 5000, 'succeeded', '2026-11-20T09:00:00Z');
  await refund(t.db, a, 'nestwood', 7000, 'pending', '2026-11-20T09:00:00Z');
  await refund(t.db, a, 'nestwood', 9000, 'failed', '2026-11-20T09:00:00Z');
  await refund(t.db, e, 'nestwood', 2000, 'succeeded', '2026-11-16T13:00:00Z');

  // The browser steps come from the storefronts' daily counts, two batches adding up on the same day.
  await funnelCounts([
    { brand: 'nestwood', day: '2026-11-18', step: 'view_item', count: 5 },
    { brand: 'nestwood', day: '2026-11-18', step: 'add_to_cart', count: 4 },
    { brand: 'nestwood', day: '2026-11-16', step: 'view_item', count: 6 },
    { brand: 'driftvale', day: '2026-11-19', step: 'view_item', count: 5 },
    { brand: 'nestwood-ca', day: '2026-11-21', step: 'view_item', count: 40 }, // after the period
  ]);
  await funnelCounts([
    { brand: 'nestwood', day: '2026-11-18', step: 'view_item', count: 3 },
    { brand: 'nestwood', day: '2026-11-19', step: 'begin_checkout', count: 3 },
  ]);
  // Browser steps in analytics_events are not what the funnel counts (nothing records them there).
  await events(t.db, 'nestwood', 'view_item', '2026-11-18T08:00:00Z', 7);
  await events(t.db, 'nestwood', 'orderPaid', '2026-11-19T08:20:00Z', 2);
  await events(t.db, 'nestwood', 'coupon.failed', '2026-11-19T08:20:00Z', 6);
  await events(t.db, 'nestwood', 'orderPaid', '2026-11-16T08:20:00Z', 1);
});

describe('GET /admin/dashboard', () => {
  it("gives one brand's paid orders, revenue, AOV and refunds by UTC day, with the previous period", async () => {
    const { status, body } = await dashboard(manager, 'brand=nestwood&from=2026-11-18&to=2026-11-20');
    expect(status).toBe(200);
    const result = body.result;
    expect(result).toMatchObject({
      brand: 'nestwood',
      from: '2026-11-18',
      to: '2026-11-20',
      days: 3,
      previous: { from: '2026-11-15', to: '2026-11-17' },
      timeZone: 'UTC',
    });
    expect(result.currencies).toHaveLength(1);
    const [usd] = result.currencies;
    expect(usd?.currency).toBe('USD');
    expect(usd?.brands).toEqual(['nestwood']);
    expect(usd?.days).toEqual([
      { day: '2026-11-18', orders: 2, revenue: 299902, refunds: 0, refundCount: 0 },
      { day: '2026-11-19', orders: 1, revenue: 162267, refunds: 0, refundCount: 0 },
      { day: '2026-11-20', orders: 0, revenue: 0, refunds: 5000, refundCount: 1 },
    ]);
    // 462,169 / 3 = 154,056.33.
    expect(usd?.totals).toEqual({ orders: 3, revenue: 462169, averageOrderValue: 154056, refunds: 5000, refundCount: 1 });
    expect(usd?.previousTotals).toEqual({ orders: 1, revenue: 150000, averageOrderValue: 150000, refunds: 2000, refundCount: 1 });
    // (3 - 1) / 1; (462,169 - 150,000) / 150,000 = 2.0811; (154,056 - 150,000) / 150,000 = 0.027; (5,000 - 2,000) / 2,000.
    expect(usd?.change).toEqual({ orders: 2, revenue: 2.081, averageOrderValue: 0.027, refunds: 1.5 });
  });

  it("counts the funnel from the brand's daily step counts and its paid orders, with the rate from each step", async () => {
    const { body } = await dashboard(manager, 'brand=nestwood&from=2026-11-18&to=2026-11-20');
    expect(body.result.funnel).toEqual({
      steps: [
        // 5 + 3 in two batches on the 18th; 6 on the 16th, in the previous period.
        { key: 'product_view', label: 'Product views', count: 8, previousCount: 6, rateFromPrevious: null },
        { key: 'add_to_cart', label: 'Added to cart', count: 4, previousCount: 0, rateFromPrevious: 0.5 },
        { key: 'checkout_started', label: 'Checkout started', count: 3, previousCount: 0, rateFromPrevious: 0.75 },
        { key: 'purchase', label: 'Purchases', count: 2, previousCount: 1, rateFromPrevious: 0.667 },
      ],
      overallRate: 0.25,
    });
  });

  it("all brands of a member: one block per currency, never adding USD and CAD, only the member's brands", async () => {
    const { body } = await dashboard(manager, 'brand=all&from=2026-11-18&to=2026-11-20');
    expect(body.result.currencies.map((c) => [c.currency, c.brands, c.totals.orders, c.totals.revenue])).toEqual([
      ['USD', ['nestwood'], 3, 462169],
      ['CAD', ['nestwood-ca'], 1, 154900],
    ]);
    expect(body.result.funnel.steps[0]?.count).toBe(8);
  });

  it('all brands of an all-brands owner include every brand', async () => {
    const { body } = await dashboard(owner, 'from=2026-11-18&to=2026-11-20');
    expect(body.result.brand).toBe('all');
    const [usd, cad] = body.result.currencies;
    expect(usd?.brands).toContain('driftvale');
    expect(usd?.days[1]).toEqual({ day: '2026-11-19', orders: 2, revenue: 312267, refunds: 0, refundCount: 0 });
    expect(usd?.totals).toMatchObject({ orders: 4, revenue: 612169, averageOrderValue: 153042 });
    expect(cad?.totals).toMatchObject({ orders: 1, revenue: 154900 });
    expect(body.result.funnel.steps[0]?.count).toBe(13);
  });

  it('defaults to the last 30 days up to today and all brands', async () => {
    const { status, body } = await dashboard(manager, '');
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ brand: 'all', from: '2026-10-22', to: '2026-11-20', days: 30 });
    expect(body.result.currencies[0]?.days).toHaveLength(30);
    // 14th, 16th, 18th (two) and 19th.
    expect(body.result.currencies[0]?.totals.orders).toBe(5);
  });

  it("a brand outside the member's brands is not found, an unknown one is refused", async () => {
    const other = await dashboard(manager, 'brand=driftvale');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: 'Brand not found' });
    const unknown = await dashboard(manager, 'brand=nowhere');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(unknown.body.message).toContain('Unknown brand');
  });

  it.each([
    ['a date that is no day', 'from=2026-02-30&to=2026-03-02', 'Use a real date'],
    ['a date in another format', 'from=18/11/2026', 'Use a date as YYYY-MM-DD'],
    ['odd bytes', 'from=2026-11-1%00', ''],
    ['a reversed period', 'from=2026-11-19&to=2026-11-18', 'The first day must not be after the last day'],
    ['a period ending after today', 'from=2026-11-19&to=2026-11-21', 'The period must not end after today'],
    ['more than 366 days', 'from=2025-11-18&to=2026-11-20', 'Choose a period of at most 366 days'],
  ])('refuses %s with 400', async (_case, query, message) => {
    const { status, body } = await dashboard(owner, query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(body.message).toContain(message);
  });

  it('needs a signed-in member whose role reads the dashboard', async () => {
    const anonymous = await staffBrowser(t.app).call('GET', '/admin/dashboard');
    expect(anonymous.statusCode).toBe(401);
    const { status } = await dashboard(support, 'brand=nestwood');
    expect(status).toBe(403);
  });
});
