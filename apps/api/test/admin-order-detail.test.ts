import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  authUsers,
  emailSends,
  jobs,
  messagingConsents,
  orderReturns,
  orders,
  paymentWebhookEvents,
  payments,
  refunds,
  shipments,
} from '../src/db/schema';
import { recordAudit } from '../src/staff/audit';
import type { StaffMember } from '../src/staff/staff-member';
import { useTestApp } from './support/test-app';
import { makeStaff, signedIn, staffBrowser, type StaffBrowser } from './support/staff';
import { frozenExtra, frozenLine, insertStaffOrder } from './support/staff-orders';

// The staff pages read "now" for the trials: a fixed day, 17 days after the goods shipped.
const NOW = new Date('2026-05-20T12:00:00Z');
const t = useTestApp({ now: () => NOW });

const at = (iso: string) => new Date(iso);
const mattress = frozenLine('Cloud Hybrid Mattress', { price: 149900, coupon: 15000 });
const pillows = frozenLine('Down Pillow', { quantity: 2, price: 11800, size: 'standard', group: 'bedding' });

let order: { id: string; shortId: string };
let plumeOrder: { id: string; shortId: string };
let manager: StaffMember;
let managerBrowser: StaffBrowser;

/**
 * One order with a bit of everything: a declined then a succeeded payment, its webhook, confirmation job and email,
 * a shipment of every unit, a refund of one pillow by a manager (audited), a return asked for one pillow, an SMS
 * sign-up and an account that said no to marketing email.
 */
beforeAll(async () => {
  order = await insertStaffOrder(t.db, {
    createdAt: at('2026-05-01T10:00:00Z'),
    paymentStatus: 'partially_refunded',
    fulfillmentStatus: 'shipped',
    refundedAmount: 5900,
    lines: [mattress, pillows],
    extras: [
      frozenExtra('shipping', 'Free shipping', 0),
      frozenExtra('white-glove', 'White glove delivery', 14900),
      frozenExtra('tax', 'Tax', 12367),
    ],
  });
  plumeOrder = await insertStaffOrder(t.db, { brand: 'plume' });
  manager = await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] });
  managerBrowser = await signedIn(t.app, manager);
  const base = { brand: 'nestwood', orderId: order.id, currency: 'USD', provider: 'stripeDirect', amount: 173967 };
  await t.db.insert(payments).values([
    {
      ...base,
      id: 'pay_declined',
      status: 'failed',
      idempotencyKey: 'k1',
      message: 'Your card was declined.',
      createdAt: at('2026-05-01T10:01:00Z'),
    },
    {
      ...base,
      id: 'pay_ok',
      status: 'succeeded',
      idempotencyKey: 'k2',
      providerRef: 'pi_123',
      createdAt: at('2026-05-01T10:02:00Z'),
    },
  ]);
  await t.db.insert(paymentWebhookEvents).values({
    provider: 'stripeDirect',
    eventId: 'evt_1',
    type: 'payment.succeeded',
    payload: { id: 'evt_1', type: 'payment.succeeded', data: { providerRef: 'pi_123', orderId: order.id } },
    receivedAt: at('2026-05-01T10:02:30Z'),
    processedAt: at('2026-05-01T10:02:40Z'),
  });
  await t.db.insert(jobs).values({
    id: 'job_confirm',
    type: 'email.order-confirmation',
    key: `email:order-confirmation:${order.id}`,
    payload: { orderId: order.id, brand: 'nestwood' },
    status: 'done',
    attempts: 1,
    createdAt: at('2026-05-01T10:03:00Z'),
  });
  await t.db
    .insert(emailSends)
    .values({ orderId: order.id, template: 'order-confirmation', messageId: 'm1', sentAt: at('2026-05-01T10:04:00Z') });
  await t.db.insert(shipments).values({
    id: 'shp_1',
    brand: 'nestwood',
    orderId: order.id,
    carrier: 'ups',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    lines: [
      { itemIdentifier: mattress.itemIdentifier, quantity: 1 },
      { itemIdentifier: pillows.itemIdentifier, quantity: 2 },
    ],
    staffId: manager.id,
    shippedAt: at('2026-05-03T09:00:00Z'),
  });
  await t.db.insert(refunds).values({
    id: 'ref_1',
    brand: 'nestwood',
    orderId: order.id,
    paymentId: 'pay_ok',
    amount: 5900,
    currency: 'USD',
    status: 'succeeded',
    idempotencyKey: 'refund_ref_1',
    lines: [{ itemIdentifier: pillows.itemIdentifier, quantity: 1 }],
    reason: 'damaged',
    note: 'Torn seam',
    staffId: manager.id,
    createdAt: at('2026-05-10T09:00:00Z'),
  });
  await recordAudit(
    t.db,
    { staffId: manager.id, staffEmail: manager.email, address: '10.0.0.9' },
    { action: 'order.refund', brand: 'nestwood', targetType: 'order', targetId: order.id, after: { amount: 5900 } },
  );
  await t.db.insert(orderReturns).values({
    id: 'ret_1',
    brand: 'nestwood',
    orderId: order.id,
    itemIdentifier: pillows.itemIdentifier,
    quantity: 1,
    reason: 'too-firm',
    trialEndsAt: at('2026-07-02T23:59:59.999Z'),
    createdAt: at('2026-05-12T08:00:00Z'),
  });
  await t.db.insert(messagingConsents).values({ id: 'mc_1', brand: 'nestwood', email: 'Ann@Example.com', phone: '4155550100' });
  await t.db
    .insert(authUsers)
    .values({ id: 'acct_1', brand: 'nestwood', name: 'Ann Lee', email: 'ann@example.com', sendEmail: false });
});

const detailOf = async (browser: StaffBrowser, id: string) => {
  const res = await browser.call('GET', `/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { order: Record<string, unknown>; timeline: Array<Record<string, unknown>> } }).result;
};

describe('GET /admin/orders/{id}: the order', () => {
  it('answers the lines with what shipped, was refunded and may be returned, and totals that add up to the charge', async () => {
    const { order: detail } = await detailOf(managerBrowser, order.id);
    expect(detail).toMatchObject({
      id: order.id,
      shortId: order.shortId,
      brand: 'nestwood',
      status: 'paid',
      paymentStatus: 'partially_refunded',
      fulfillmentStatus: 'shipped',
      name: 'Ann Lee',
      totalAmount: 173967,
      refundedAmount: 5900,
      provider: 'stripeDirect',
    });
    expect(detail.lines).toEqual([
      {
        itemIdentifier: mattress.itemIdentifier,
        title: 'Cloud Hybrid Mattress',
        sku: 'SKU-queen',
        quantity: 1,
        properties: [{ name: 'Size', value: 'queen' }],
        extras: [],
        amount: 134900,
        shippedQuantity: 1,
        refundedQuantity: 0,
        returnableQuantity: 1,
      },
      {
        itemIdentifier: pillows.itemIdentifier,
        title: 'Down Pillow',
        sku: 'SKU-standard',
        quantity: 2,
        properties: [{ name: 'Size', value: 'standard' }],
        extras: [],
        amount: 11800,
        shippedQuantity: 2,
        // One refunded on its own, one in a return: nothing more to send back.
        refundedQuantity: 1,
        returnableQuantity: 0,
      },
    ]);
    expect(detail.extras).toEqual([
      { title: 'Free shipping', kind: 'shipping', amount: 0 },
      { title: 'White glove delivery', kind: 'white-glove', amount: 14900 },
      { title: 'Tax', kind: 'tax', amount: 12367 },
    ]);
    // $1,617.00 of goods - $150.00 coupon + $149.00 white glove + $123.67 tax = $1,739.67; $59.00 refunded.
    expect(detail.totals).toEqual({
      subtotal: 161700,
      discount: 15000,
      shipping: 14900,
      tax: 12367,
      adjustment: 0,
      total: 173967,
      refunded: 5900,
      refundable: 168067,
    });
  });

  it('answers payments, refunds with who made them, shipments, returns, addresses and consents', async () => {
    const { order: detail } = await detailOf(managerBrowser, order.id);
    expect(detail.payments).toEqual([
      expect.objectContaining({ id: 'pay_declined', status: 'failed', message: 'Your card was declined.', reference: null }),
      expect.objectContaining({ id: 'pay_ok', status: 'succeeded', amount: 173967, reference: 'pi_123' }),
    ]);
    expect(detail.refunds).toEqual([
      {
        id: 'ref_1',
        amount: 5900,
        status: 'succeeded',
        reason: 'damaged',
        note: 'Torn seam',
        lines: [{ itemIdentifier: pillows.itemIdentifier, quantity: 1 }],
        createdAt: '2026-05-10T09:00:00.000Z',
        staffEmail: manager.email,
        taxAmount: 0,
      },
    ]);
    expect(detail.shipments).toEqual([
      expect.objectContaining({ id: 'shp_1', carrier: 'ups', shippedAt: '2026-05-03T09:00:00.000Z' }),
    ]);
    expect(detail.returns).toEqual([
      expect.objectContaining({ id: 'ret_1', title: 'Down Pillow', quantity: 1, status: 'requested', openedBy: 'shopper' }),
    ]);
    expect(detail.shippingAddress).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '4155550100',
      address: { line1: '12 Elm Street', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
    });
    // The account said no to email; the SMS sign-up (same email, any case) says yes to texts.
    expect(detail.consents).toEqual({ email: false, sms: true });
  });

  it("derives the actions from the order's states and the member's role", async () => {
    expect((await detailOf(managerBrowser, order.id)).order.allowedActions).toEqual(['refund', 'resend-email', 'open-return']);
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support', brands: ['nestwood'] }));
    expect((await detailOf(support, order.id)).order.allowedActions).toEqual(['resend-email', 'open-return']);
    const fresh = await insertStaffOrder(t.db);
    expect((await detailOf(managerBrowser, fresh.id)).order.allowedActions).toEqual([
      'refund',
      'cancel',
      'ship',
      'edit-address',
      'resend-email',
    ]);
    // Consents are the shopper's (by email on the brand), so their next order shows the same; a stranger's none at all.
    expect((await detailOf(managerBrowser, fresh.id)).order.consents).toEqual({ email: false, sms: true });
    const stranger = await insertStaffOrder(t.db, { email: 'nobody@example.com' });
    expect((await detailOf(managerBrowser, stranger.id)).order.consents).toEqual({ email: null, sms: null });
  });
});

describe('GET /admin/orders/{id}: the timeline', () => {
  it('merges everything that happened, oldest first, with staff actions under their email', async () => {
    const { timeline } = await detailOf(managerBrowser, order.id);
    // The audit log stamps its own time (append-only: it cannot be set back), so its entry is read apart.
    const audited = timeline.find((entry) => entry.kind === 'staff');
    expect(audited).toMatchObject({ title: 'Refund made', actor: manager.email });
    const rest = timeline.filter((entry) => entry.kind !== 'staff');
    expect(rest.map((entry) => [entry.at, entry.kind, entry.title, entry.detail, entry.actor])).toEqual([
      ['2026-05-01T10:00:00.000Z', 'order', 'Order placed, paid by Card', '$1,739.67', 'ann@example.com'],
      ['2026-05-01T10:00:00.000Z', 'order', 'Order paid', '$1,739.67', null],
      ['2026-05-01T10:01:00.000Z', 'payment', 'Payment of $1,739.67 by Card: Declined', 'Your card was declined.', null],
      ['2026-05-01T10:02:00.000Z', 'payment', 'Payment of $1,739.67 by Card: Paid', null, null],
      ['2026-05-01T10:02:30.000Z', 'webhook', 'Provider reported the payment', 'Card event, handled', null],
      // The confirmation job done first time is told by its email: no entry of its own.
      ['2026-05-01T10:04:00.000Z', 'email', 'Order confirmation email sent to ann@example.com', null, null],
      ['2026-05-03T09:00:00.000Z', 'shipment', 'Shipped 3 items with UPS (tracking 1Z999AA10123456784)', null, manager.email],
      ['2026-05-10T09:00:00.000Z', 'refund', 'Refund of $59.00 made', 'Damaged or defective — Torn seam', manager.email],
      ['2026-05-12T08:00:00.000Z', 'return', 'Return of 1 item requested', 'Too firm', 'ann@example.com'],
    ]);
    const times = timeline.map((entry) => Date.parse(String(entry.at)));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('GET /admin/orders/{id}: refusals', () => {
  it("answers another brand's order exactly as a missing one: 404 ORDER_NOT_FOUND", async () => {
    const other = await managerBrowser.call('GET', `/admin/orders/${plumeOrder.id}`);
    const missing = await managerBrowser.call('GET', '/admin/orders/NoSuchOrderAtAll000000000');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: 'error', code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(other.json());
  });

  it('refuses a caller without a staff session (401)', async () => {
    const res = await staffBrowser(t.app).call('GET', `/admin/orders/${order.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });
  });

  it.each([
    ['an id too long', `/admin/orders/${'x'.repeat(65)}`],
    ['a NUL', '/admin/orders/abc%00def'],
    ['bytes that are no UTF-8', '/admin/orders/%FF%FE'],
    ['a lone surrogate', '/admin/orders/%ED%A0%80'],
    ['a path far too long', `/admin/orders/${'y'.repeat(5000)}`],
  ])('answers %s without a 5xx', async (_case, url) => {
    const res = await managerBrowser.call('GET', url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('shows an order whose frozen cart is odd (no lines, junk lines): what was charged is the adjustment', async () => {
    const odd = await insertStaffOrder(t.db);
    await t.db
      .update(orders)
      .set({
        cart: sql`'{"items": [1, "x", null, {}, {"product": 5, "quantity": "2"}], "extras": "none"}'::jsonb`,
        totalAmount: 5000,
      })
      .where(eq(orders.id, odd.id));
    const { order: detail } = await detailOf(managerBrowser, odd.id);
    expect(detail.totals).toMatchObject({ subtotal: 0, discount: 0, shipping: 0, tax: 0, adjustment: 5000, total: 5000 });
    expect(detail.lines).toHaveLength(5);
  });
});
