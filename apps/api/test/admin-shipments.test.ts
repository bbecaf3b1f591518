import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BrandKey, Cart, CartItem } from '@store/core';
import type { OrderPaymentStatus, OrderStatus } from '@store/core/back-office/order-states';
import { auditLog, emailSends, jobs, mailMessages, orders, shipments } from '../src/db/schema';
import { randomBase62 } from '../src/ids';
import { sandboxMailTransport } from '../src/email/transport';
import { jobHandlers } from '../src/jobs/handlers';
import { createWorker } from '../src/jobs/worker';
import { sandboxMessagingClient } from '../src/messaging/messaging-client';
import { sessionShopper } from './support/order-factory';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { quietLog, useTestApp } from './support/test-app';

const t = useTestApp();

/** A frozen cart line: title, group, quantity (prices do not matter to shipping). */
function item(itemIdentifier: string, title: string, group: string, quantity: number, forItem: string | null = null): CartItem {
  return {
    itemIdentifier,
    sku: `SKU-${itemIdentifier}`,
    product: { id: title, name: title, title, inventoryKey: 'X', relatedProducts: [], group, url: '/', image: null },
    properties: [],
    quantity,
    forItem,
    fulfillmentStatus: 'pending',
    extras: [],
    parcelDimensions: null,
    discount: 0,
    priceAfterDiscount: 0,
    pricing: { price: { amount: 0 }, breakdown: { couponDiscount: { amount: 0 } }, profilePrice: { amount: 0 } },
  };
}

/**
 * An order straight into the table: two Cloud Mattresses (line `m`), a gift pillow under them (`p`) and a
 * protection plan (`w`, nothing to ship). Paid by default.
 */
async function insertOrder(
  options: { brand?: BrandKey; status?: OrderStatus; paymentStatus?: OrderPaymentStatus; sessionHash?: string } = {},
) {
  const id = randomBase62(24);
  const shortId = randomBase62(8).toUpperCase();
  const cart = {
    id: randomBase62(24),
    items: [
      item('m', 'Cloud Mattress', 'mattress', 2),
      item('p', 'Gift Pillow', 'bedding', 1, 'm'),
      item('w', 'Protection Plan', 'warranty', 1, 'm'),
    ],
    extras: [],
    itemsCount: 4,
    totalPrice: { amount: 199900 },
    totalDiscount: { amount: 0 },
    totalValue: { amount: 199900 },
    totalSavings: { amount: 0 },
    couponDetails: null,
    metadata: { reqShippingDate: null, reqDeliveryDate: null },
    historyLog: [],
    currency: 'USD',
    preventAddingCoupon: false,
    region: null,
  } as Cart;
  const address = {
    firstName: 'Ann',
    lastName: 'Lee',
    phone: '5551234567',
    address: { line1: '12 Elm Street', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
  };
  const status = options.status ?? 'paid';
  await t.db.insert(orders).values({
    id,
    shortId,
    brand: options.brand ?? 'nestwood',
    sessionHash: options.sessionHash ?? 'session',
    cartId: cart.id,
    status,
    paymentStatus: options.paymentStatus ?? (status === 'paid' ? 'paid' : 'unpaid'),
    email: 'ann@example.com',
    shippingDetails: address,
    billingDetails: address,
    paymentDetails: { billingProvider: 'stripeDirect', customerID: null },
    cart,
    totalAmount: 199900,
    currency: 'USD',
    emailKey: 'ann@example.com',
    phoneKey: '5551234567',
    zipKey: '94105',
    paidAt: status === 'paid' ? new Date() : null,
  });
  return { id, shortId };
}

const UPS = '1Z999AA10123456784';

const ship = (
  browser: StaffBrowser,
  orderId: string,
  lines: Array<[string, number]>,
  options: { carrier?: string; trackingNumber?: string; key?: string | null } = {},
) =>
  browser.call(
    'POST',
    `/admin/orders/${orderId}/shipments`,
    {
      carrier: options.carrier ?? 'ups',
      trackingNumber: options.trackingNumber ?? UPS,
      lines: lines.map(([itemIdentifier, quantity]) => ({ itemIdentifier, quantity })),
    },
    options.key === null ? {} : { 'idempotency-key': options.key ?? randomUUID() },
  );

const manager = async (brands: readonly string[] | 'all' = 'all') =>
  signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands }));

const fulfillmentOf = async (id: string) =>
  (await t.db.select({ s: orders.fulfillmentStatus }).from(orders).where(eq(orders.id, id)))[0]!.s;

const shipmentsOf = (id: string) => t.db.select().from(shipments).where(eq(shipments.orderId, id));

/** Runs every due job as the worker does, with the sandbox mailbox. */
async function runJobs() {
  const worker = createWorker({
    db: t.db,
    log: quietLog,
    handlers: jobHandlers({ mail: sandboxMailTransport, messaging: sandboxMessagingClient(() => undefined) }),
  });
  while ((await worker.runOnce()) > 0);
}

describe('POST /admin/orders/:id/shipments', () => {
  it('ships part of an order (partially shipped), then the rest (shipped)', async () => {
    const browser = await manager();
    const { id, shortId } = await insertOrder();
    const first = await ship(browser, id, [['m', 1]], { trackingNumber: '1z 999 aa1 0123 4567 84' });
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({
      shipment: {
        id: expect.any(String),
        carrier: 'ups',
        carrierName: 'UPS',
        trackingNumber: UPS,
        trackingUrl: `https://www.ups.com/track?tracknum=${UPS}`,
        lines: [{ itemIdentifier: 'm', quantity: 1 }],
        shippedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      order: { id, shortId, brand: 'nestwood', status: 'paid', paymentStatus: 'paid', fulfillmentStatus: 'partially_shipped' },
    });
    expect(await fulfillmentOf(id)).toBe('partially_shipped');

    const rest = await ship(
      browser,
      id,
      [
        ['m', 1],
        ['p', 1],
      ],
      { carrier: 'fedex', trackingNumber: '1234-5678-9012' },
    );
    expect(rest.statusCode).toBe(200);
    expect(rest.json().result.shipment).toMatchObject({
      carrier: 'fedex',
      trackingNumber: '123456789012',
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    });
    expect(rest.json().result.order.fulfillmentStatus).toBe('shipped');
    expect(await fulfillmentOf(id)).toBe('shipped');
    expect(await shipmentsOf(id)).toHaveLength(2);
  });

  it('records a white glove delivery or another carrier without a tracking link', async () => {
    const browser = await manager();
    const { id } = await insertOrder();
    const res = await ship(browser, id, [['m', 2]], { carrier: 'other', trackingNumber: 'Local Van 7' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.shipment).toMatchObject({
      carrier: 'other',
      carrierName: 'Other carrier',
      trackingNumber: 'Local Van 7',
      trackingUrl: null,
    });
  });

  it.each([
    ['more than ordered', [['m', 3]], 409, 'CONFLICT', 'Only 2 of Cloud Mattress left to ship, not 3'],
    ['an unknown line', [['nope', 1]], 400, 'BAD_REQUEST', 'This order has no line nope'],
    ['a protection plan', [['w', 1]], 400, 'BAD_REQUEST', 'Protection Plan is not shipped: it is a service or a protection plan'],
    [
      'a line twice',
      [
        ['m', 1],
        ['m', 1],
      ],
      400,
      'BAD_REQUEST',
      'Each line may be listed once in a shipment',
    ],
  ] as const)('refuses %s (%s) and changes nothing', async (_name, lines, status, code, message) => {
    const browser = await manager();
    const { id } = await insertOrder();
    const res = await ship(browser, id, lines as unknown as Array<[string, number]>);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: 'error', code, message });
    expect(await shipmentsOf(id)).toHaveLength(0);
    expect(await fulfillmentOf(id)).toBe('unfulfilled');
  });

  it('refuses more than what earlier parcels left (409, saying how many are left)', async () => {
    const browser = await manager();
    const { id } = await insertOrder();
    expect((await ship(browser, id, [['m', 1]])).statusCode).toBe(200);
    const over = await ship(browser, id, [['m', 2]]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ status: 'error', code: 'CONFLICT', message: 'Only 1 of Cloud Mattress left to ship, not 2' });
    expect((await ship(browser, id, [['p', 1]])).statusCode).toBe(200);
    expect((await ship(browser, id, [['m', 1]])).statusCode).toBe(200);
    const again = await ship(browser, id, [['p', 1]]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Gift Pillow has already shipped in full');
    expect(await fulfillmentOf(id)).toBe('shipped');
  });

  it.each([
    ['no line', { carrier: 'ups', trackingNumber: UPS, lines: [] }],
    ['a quantity of 0', { carrier: 'ups', trackingNumber: UPS, lines: [{ itemIdentifier: 'm', quantity: 0 }] }],
    ['half a unit', { carrier: 'ups', trackingNumber: UPS, lines: [{ itemIdentifier: 'm', quantity: 0.5 }] }],
    ['an unknown carrier', { carrier: 'dhl', trackingNumber: UPS, lines: [{ itemIdentifier: 'm', quantity: 1 }] }],
    ['an empty tracking number', { carrier: 'ups', trackingNumber: '  ', lines: [{ itemIdentifier: 'm', quantity: 1 }] }],
    [
      'a tracking number of 41 characters',
      { carrier: 'other', trackingNumber: 'A'.repeat(41), lines: [{ itemIdentifier: 'm', quantity: 1 }] },
    ],
    [
      'odd bytes in the tracking number',
      { carrier: 'other', trackingNumber: '1Z\u0000<script>', lines: [{ itemIdentifier: 'm', quantity: 1 }] },
    ],
    [
      'a number that is not the carrier’s',
      { carrier: 'ups', trackingNumber: '12345', lines: [{ itemIdentifier: 'm', quantity: 1 }] },
    ],
    ['an unknown field', { carrier: 'ups', trackingNumber: UPS, lines: [{ itemIdentifier: 'm', quantity: 1 }], price: 1 }],
  ])('answers 400 for %s', async (_name, body) => {
    const browser = await manager();
    const { id } = await insertOrder();
    const res = await browser.call('POST', `/admin/orders/${id}/shipments`, body, { 'idempotency-key': randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST', message: expect.any(String) });
    expect(await shipmentsOf(id)).toHaveLength(0);
  });

  it('names the carrier’s number format when the number is not one of its', async () => {
    const browser = await manager();
    const { id } = await insertOrder();
    const res = await ship(browser, id, [['m', 1]], { carrier: 'canada-post', trackingNumber: '1Z999AA10123456784' });
    expect(res.json().message).toBe(
      'That is not a Canada Post tracking number (12 or 16 digits, or two letters, 9 digits and two letters)',
    );
    const empty = await ship(browser, id, [['m', 1]], { trackingNumber: ' ' });
    expect(empty.json().message).toBe('trackingNumber: Enter the tracking number');
  });

  it.each([
    ['an unpaid order', { status: 'pending' as const }, 'This order is not paid yet: it ships once paid'],
    [
      'a cancelled order',
      { status: 'cancelled' as const, paymentStatus: 'refunded' as const },
      'This order is cancelled: nothing may ship',
    ],
    [
      'an order refunded in full',
      { status: 'paid' as const, paymentStatus: 'refunded' as const },
      'This order was refunded in full: nothing more may ship',
    ],
  ])('refuses %s with 409', async (_name, seed, message) => {
    const browser = await manager();
    const { id } = await insertOrder(seed);
    const res = await ship(browser, id, [['m', 1]]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', code: 'CONFLICT', message });
    expect(await shipmentsOf(id)).toHaveLength(0);
  });

  it('is refused to support (403), and without a session (401)', async () => {
    const { id } = await insertOrder();
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
    const res = await ship(support, id, [['m', 1]]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'Your role does not allow this' });
    const owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner' }));
    owner.jar.clear();
    expect((await ship(owner, id, [['m', 1]])).statusCode).toBe(401);
    expect(await shipmentsOf(id)).toHaveLength(0);
  });

  it('answers another brand’s order as a missing one (404)', async () => {
    const { id } = await insertOrder({ brand: 'nestwood' });
    const plumeManager = await manager(['plume']);
    const other = await ship(plumeManager, id, [['m', 1]]);
    const missing = await ship(plumeManager, 'no-such-order', [['m', 1]]);
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual({ status: 'error', code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    expect(missing.json()).toEqual(other.json());
    expect(await shipmentsOf(id)).toHaveLength(0);
  });

  it('needs an Idempotency-Key, and the same key replays the first answer: one shipment, one email job', async () => {
    const browser = await manager();
    const { id } = await insertOrder();
    const keyless = await ship(browser, id, [['m', 1]], { key: null });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message).toBe('Idempotency-Key header is required');
    const key = randomUUID();
    const first = await ship(browser, id, [['m', 1]], { key });
    const replay = await ship(browser, id, [['m', 1]], { key });
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await shipmentsOf(id)).toHaveLength(1);
    const shipmentId = first.json().result.shipment.id as string;
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `email:order-shipped:${shipmentId}`)),
    ).toHaveLength(1);
    const reused = await ship(browser, id, [['m', 2]], { key });
    expect(reused.statusCode).toBe(422);
  });

  it('ships the last unit once when two members ship it at the same time', async () => {
    const [a, b] = [await manager(), await manager()];
    const { id } = await insertOrder();
    expect((await ship(a, id, [['m', 2]])).statusCode).toBe(200);
    const answers = await Promise.all([ship(a, id, [['p', 1]]), ship(b, id, [['p', 1]])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('Gift Pillow has already shipped in full');
    expect(await shipmentsOf(id)).toHaveLength(2);
    expect(await fulfillmentOf(id)).toBe('shipped');
  });

  it('writes one audit row per shipment, with the status before and after', async () => {
    const member = await makeStaff(t.db, { role: 'manager' });
    const browser = await signedIn(t.app, member);
    const { id } = await insertOrder();
    const res = await ship(browser, id, [['m', 1]]);
    await ship(browser, id, [['m', 5]]);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.targetId, id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: member.id,
      staffEmail: member.email,
      brand: 'nestwood',
      targetType: 'order',
      before: { fulfillmentStatus: 'unfulfilled' },
      after: {
        fulfillmentStatus: 'partially_shipped',
        shipmentId: res.json().result.shipment.id,
        carrier: 'ups',
        trackingNumber: UPS,
        lines: [{ itemIdentifier: 'm', quantity: 1 }],
      },
    });
  });

  it('emails the shopper once per parcel: what shipped, the carrier, the tracking link and what is still to come', async () => {
    const browser = await manager();
    const { id, shortId } = await insertOrder();
    const first = await ship(browser, id, [['m', 1]]);
    await runJobs();
    await runJobs();
    const template = `order-shipped:${first.json().result.shipment.id}`;
    const [send] = await t.db
      .select()
      .from(emailSends)
      .where(and(eq(emailSends.orderId, id), eq(emailSends.template, template)));
    const [mail] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, send!.messageId!));
    expect(mail).toMatchObject({
      brand: 'nestwood',
      to: 'ann@example.com',
      subject: `Part of your Nestwood order ${shortId} has shipped`,
    });
    expect(mail!.html).toContain(`href="https://www.ups.com/track?tracknum=${UPS}"`);
    expect(mail!.text).toContain('1 × Cloud Mattress');
    expect(mail!.text).toContain('Carrier: UPS. Tracking number: 1Z999AA10123456784');
    expect(mail!.text).toMatch(/Still to come[\s\S]*1 × Cloud Mattress[\s\S]*1 × Gift Pillow/);
    expect(mail!.text).not.toContain('Protection Plan');
    expect(await t.db.select().from(emailSends).where(eq(emailSends.orderId, id))).toHaveLength(1);

    await ship(
      browser,
      id,
      [
        ['m', 1],
        ['p', 1],
      ],
      { carrier: 'other', trackingNumber: 'Van 7' },
    );
    await runJobs();
    const [last] = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, 'ann@example.com'))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    expect(last!.subject).toBe(`Nestwood order ${shortId} has shipped`);
    expect(last!.text).toContain('This parcel completes your order.');
    expect(last!.html).not.toContain('Track your parcel');
    expect(await t.db.select().from(emailSends).where(eq(emailSends.orderId, id))).toHaveLength(2);
  });
});

describe('the shopper reads the shipments on the order', () => {
  it('GET /orders/:id carries fulfillmentStatus and each parcel with carrier, tracking link and titles', async () => {
    const s = await sessionShopper(t.app);
    const { id } = await insertOrder({ sessionHash: s.hash });
    const before = (await s.call('GET', `/orders/${id}`)).json().result;
    expect(before).toMatchObject({ fulfillmentStatus: 'unfulfilled', shipments: [] });
    const browser = await manager();
    await ship(browser, id, [['m', 2]]);
    await ship(browser, id, [['p', 1]], { carrier: 'white-glove', trackingNumber: 'Crew 12' });
    const order = (await s.call('GET', `/orders/${id}`)).json().result;
    expect(order.fulfillmentStatus).toBe('shipped');
    expect(order.shipments).toEqual([
      {
        carrier: 'ups',
        carrierName: 'UPS',
        trackingNumber: UPS,
        trackingUrl: `https://www.ups.com/track?tracknum=${UPS}`,
        shippedAt: expect.any(String),
        lines: [{ title: 'Cloud Mattress', quantity: 2 }],
      },
      {
        carrier: 'white-glove',
        carrierName: 'White glove delivery',
        trackingNumber: 'Crew 12',
        trackingUrl: null,
        shippedAt: expect.any(String),
        lines: [{ title: 'Gift Pillow', quantity: 1 }],
      },
    ]);
  });
});
