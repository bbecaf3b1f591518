import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { accountAddresses, authUsers, messagingConsents, orderReturns, reviews } from '../src/db/schema';
import { randomBase62 } from '../src/ids';
import { useTestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { frozenExtra, frozenLine, insertStaffOrder } from './support/staff-orders';

const t = useTestApp();

const at = (iso: string) => new Date(iso);
const tax = (amount: number) => [frozenExtra('tax', 'Tax', amount)];

let owner: StaffBrowser;
let nestwoodSupport: StaffBrowser;
const o: Record<string, { id: string; shortId: string }> = {};

async function account(
  brand: string,
  email: string,
  name: string,
  consents: { sendEmail: boolean | null; sendSms: boolean | null },
) {
  const id = randomBase62(24);
  await t.db
    .insert(authUsers)
    .values({ id, brand, email, name, emailVerified: true, ...consents, createdAt: at('2026-01-05T09:00:00Z') });
  return id;
}

/**
 * nestwood: Ann (an account, and three orders under her email written two ways: two paid, one of them refunded
 * $100.00, one unpaid), Bob (a guest), Cara (an account without orders); plume: another Ann (a guest).
 */
beforeAll(async () => {
  const annId = await account('nestwood', 'Ann@Example.com', 'Ann Account', { sendEmail: true, sendSms: false });
  await t.db.insert(accountAddresses).values({
    id: randomBase62(24),
    brand: 'nestwood',
    userId: annId,
    isDefault: true,
    address: {
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '4155550100',
      address: { line1: '1 Home Road', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
    },
  });
  await account('nestwood', 'cara@inbox.test', 'Cara Mendes', { sendEmail: null, sendSms: null });
  o.ann1 = await insertStaffOrder(t.db, {
    email: 'ann@example.com',
    createdAt: at('2026-03-01T10:00:00Z'),
    lines: [frozenLine('Cloud Hybrid Mattress', { price: 149900 })],
    extras: tax(12367),
  });
  o.ann2 = await insertStaffOrder(t.db, {
    email: 'ANN@example.com',
    firstName: 'Annie',
    createdAt: at('2026-03-05T10:00:00Z'),
    paymentStatus: 'partially_refunded',
    refundedAmount: 10000,
    lines: [frozenLine('Down Pillow', { price: 50000, group: 'bedding' })],
    extras: tax(0),
  });
  o.ann3 = await insertStaffOrder(t.db, {
    email: 'ann@example.com',
    status: 'pending',
    createdAt: at('2026-03-07T10:00:00Z'),
    lines: [frozenLine('Sheet Set', { price: 5900, group: 'bedding' })],
    extras: tax(0),
  });
  o.bob = await insertStaffOrder(t.db, {
    email: 'bob.k@mail.test',
    firstName: 'Bob',
    lastName: 'Kowalski',
    phone: '2125550111',
    createdAt: at('2026-03-02T10:00:00Z'),
    lines: [frozenLine('Luxe Mattress', { price: 219900, coupon: 20000 })],
    extras: tax(0),
  });
  o.plumeAnn = await insertStaffOrder(t.db, {
    brand: 'plume',
    email: 'ann@example.com',
    lastName: 'Leeds',
    createdAt: at('2026-03-03T10:00:00Z'),
    lines: [frozenLine('Plume Pillow', { price: 8900, group: 'bedding' })],
    extras: tax(0),
  });
  await t.db.insert(orderReturns).values([
    {
      id: randomBase62(24),
      brand: 'nestwood',
      orderId: o.ann1!.id,
      itemIdentifier: 'line-1',
      quantity: 1,
      reason: 'too-firm',
      status: 'requested',
      trialEndsAt: at('2026-06-01T00:00:00Z'),
      createdAt: at('2026-03-10T10:00:00Z'),
    },
    {
      id: randomBase62(24),
      brand: 'nestwood',
      orderId: o.ann1!.id,
      itemIdentifier: 'line-2',
      quantity: 1,
      reason: 'too-soft',
      status: 'refused',
      trialEndsAt: at('2026-06-01T00:00:00Z'),
      createdAt: at('2026-03-09T10:00:00Z'),
    },
  ]);
  await t.db.insert(reviews).values({
    id: randomBase62(24),
    brand: 'nestwood',
    domainKey: 'cloud-hybrid-mattress',
    productTitle: 'Cloud Hybrid Mattress',
    orderId: o.ann1!.id,
    score: 5,
    title: 'Slept well',
    content: 'Very good.',
    displayName: 'Ann L.',
    verifiedBuyer: true,
    status: 'published',
  });
  await t.db
    .insert(messagingConsents)
    .values({ id: randomBase62(24), brand: 'nestwood', email: 'ANN@example.com', phone: '4155550100' });
  owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner', brands: 'all' }));
  nestwoodSupport = await signedIn(t.app, await makeStaff(t.db, { role: 'support', brands: ['nestwood'] }));
});

const result = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const list = async (browser: StaffBrowser, query = '') =>
  result(await browser.call('GET', `/admin/customers${query}`)) as {
    customers: Array<Record<string, unknown>>;
    nextCursor: string | null;
  };
const keys = (page: { customers: Array<Record<string, unknown>> }) =>
  page.customers.map((c) => `${String(c.brand)} ${String(c.email)}`);

describe('GET /admin/customers', () => {
  it('lists accounts and guest orderers together, one row per brand and email, in brand then email order', async () => {
    const page = await list(owner);
    expect(keys(page)).toEqual([
      'nestwood ann@example.com',
      'nestwood bob.k@mail.test',
      'nestwood cara@inbox.test',
      'plume ann@example.com',
    ]);
    expect(page.nextCursor).toBeNull();
    const [ann, bob, cara, plumeAnn] = page.customers;
    // Paid: 1,499.00 + 123.67 tax, and 500.00 less 100.00 refunded; the unpaid 59.00 counts as an order, not as spent.
    expect(ann).toEqual({
      brand: 'nestwood',
      email: 'ann@example.com',
      name: 'Ann Account',
      kind: 'account',
      ordersCount: 3,
      spent: [{ currency: 'USD', amount: 162267 + 40000 }],
      lastOrderAt: '2026-03-07T10:00:00.000Z',
    });
    expect(bob).toMatchObject({
      name: 'Bob Kowalski',
      kind: 'guest',
      ordersCount: 1,
      spent: [{ currency: 'USD', amount: 199900 }],
    });
    expect(cara).toMatchObject({ name: 'Cara Mendes', kind: 'account', ordersCount: 0, spent: [], lastOrderAt: null });
    expect(plumeAnn).toMatchObject({
      name: 'Ann Leeds',
      kind: 'guest',
      ordersCount: 1,
      spent: [{ currency: 'USD', amount: 8900 }],
    });
  });

  it('pages by keyset without repeating or skipping anyone', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    do {
      const page = await list(owner, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.customers.length).toBeLessThanOrEqual(1);
      seen.push(...keys(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(keys(await list(owner)));
  });

  it.each([
    ['ann@', ['nestwood ann@example.com', 'plume ann@example.com']],
    ['ANN@EXAMPLE', ['nestwood ann@example.com', 'plume ann@example.com']],
    ['kowal', ['nestwood bob.k@mail.test']],
    ['Bob K', ['nestwood bob.k@mail.test']],
    ['(212) 555', ['nestwood bob.k@mail.test']],
    ['cara', ['nestwood cara@inbox.test']],
    ['annie', ['nestwood ann@example.com']],
    ['leeds', ['plume ann@example.com']],
    ['12', []],
    ['100%_', []],
    ['nobody', []],
  ])('searches %j (email prefix, name, phone)', async (q, expected) => {
    expect(keys(await list(owner, `?q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('keeps to the member’s brands: another brand’s customers are not listed, even asked for by brand', async () => {
    expect(keys(await list(nestwoodSupport))).toEqual([
      'nestwood ann@example.com',
      'nestwood bob.k@mail.test',
      'nestwood cara@inbox.test',
    ]);
    expect(keys(await list(nestwoodSupport, '?q=leeds'))).toEqual([]);
    expect(await list(nestwoodSupport, '?brand=plume')).toEqual({ customers: [], nextCursor: null });
    expect(keys(await list(owner, '?brand=plume'))).toEqual(['plume ann@example.com']);
  });

  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['not base64 json', '%%%'],
    ['garbage', 'bm90IGpzb24'],
    ['unknown brand', cursorOf({ b: 'nope', e: 'a@b.c' })],
    ['an extra field', cursorOf({ b: 'nestwood', e: 'a@b.c', x: 1 })],
    ['a NUL byte', cursorOf({ b: 'nestwood', e: 'a\u0000b' })],
    ['an order cursor', cursorOf({ s: 'newest', k: '2026-03-01T10:00:00.000000Z', i: 'x' })],
  ])('refuses a cursor that is %s (400)', async (_, cursor) => {
    const res = await owner.call('GET', `/admin/customers?cursor=${encodeURIComponent(cursor)}`);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['?q=%00'],
    ['?q=%FF%FE'],
    ['?q=%ED%A0%80'],
    [`?q=${'a'.repeat(101)}`],
    ['?brand=nope'],
    ['?limit=0'],
    ['?limit=abc'],
    ['?q[]=a'],
  ])('answers odd input %s without a 5xx', async (query) => {
    const res = await owner.call('GET', `/admin/customers${query}`);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().status).toBeDefined();
  });
});

describe('GET /admin/customers/:brand/:email', () => {
  it('shows the profile, consents, saved addresses, orders, open returns and reviews of one customer', async () => {
    const detail = result(await nestwoodSupport.call('GET', '/admin/customers/nestwood/Ann%40Example.com'));
    expect(detail.customer).toEqual({
      brand: 'nestwood',
      email: 'ann@example.com',
      name: 'Ann Account',
      kind: 'account',
      ordersCount: 3,
      spent: [{ currency: 'USD', amount: 202267 }],
      lastOrderAt: '2026-03-07T10:00:00.000Z',
      account: {
        name: 'Ann Account',
        emailVerified: true,
        createdAt: '2026-01-05T09:00:00.000Z',
        sendEmail: true,
        sendSms: false,
      },
      smsSignedUp: true,
    });
    expect(detail.addresses).toEqual([
      expect.objectContaining({
        isDefault: true,
        address: expect.objectContaining({ firstName: 'Ann', address: expect.objectContaining({ line1: '1 Home Road' }) }),
      }),
    ]);
    expect(detail.orders.map((order: { id: string }) => order.id)).toEqual([o.ann3!.id, o.ann2!.id, o.ann1!.id]);
    expect(detail.orders[1]).toMatchObject({
      shortId: o.ann2!.shortId,
      email: 'ANN@example.com',
      name: 'Annie Lee',
      totalAmount: 50000,
      refundedAmount: 10000,
      paymentStatus: 'partially_refunded',
      currency: 'USD',
    });
    expect(detail.moreOrders).toBe(false);
    expect(detail.openReturns).toEqual([
      expect.objectContaining({ orderId: o.ann1!.id, orderShortId: o.ann1!.shortId, status: 'requested', reason: 'too-firm' }),
    ]);
    expect(detail.reviews).toEqual([expect.objectContaining({ orderId: o.ann1!.id, score: 5, title: 'Slept well' })]);
  });

  it('shows a guest: no account, no addresses, consents unknown', async () => {
    const detail = result(await owner.call('GET', '/admin/customers/nestwood/bob.k%40mail.test'));
    expect(detail.customer).toMatchObject({ kind: 'guest', account: null, smsSignedUp: false, ordersCount: 1 });
    expect(detail.addresses).toEqual([]);
    expect(detail.orders).toHaveLength(1);
  });

  it('shows an account without orders', async () => {
    const detail = result(await owner.call('GET', '/admin/customers/nestwood/cara%40inbox.test'));
    expect(detail.customer).toMatchObject({ kind: 'account', ordersCount: 0, spent: [], lastOrderAt: null });
    expect(detail.orders).toEqual([]);
  });

  it('answers another brand’s customer exactly as one nobody has (404)', async () => {
    const other = await nestwoodSupport.call('GET', '/admin/customers/plume/ann%40example.com');
    const missing = await nestwoodSupport.call('GET', '/admin/customers/nestwood/nobody%40example.com');
    const unknownBrand = await nestwoodSupport.call('GET', '/admin/customers/nope/ann%40example.com');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect(unknownBrand.body).toBe(missing.body);
    expect(other.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Customer not found' });
    expect(result(await owner.call('GET', '/admin/customers/plume/ann%40example.com')).customer.name).toBe('Ann Leeds');
  });

  it.each([
    ['/admin/customers/nestwood/a%00b'],
    ['/admin/customers/nestwood/%FF'],
    ['/admin/customers/nestwood/%ED%A0%80'],
    [`/admin/customers/nestwood/${'a'.repeat(400)}`],
    ['/admin/customers/%00/ann%40example.com'],
    ['/admin/customers/nestwood/%20'],
  ])('answers odd bytes %s without a 5xx', async (url) => {
    const res = await owner.call('GET', url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
