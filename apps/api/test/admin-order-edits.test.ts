import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FULL_NAME_INVALID_MESSAGE, PHONE_INVALID_MESSAGE, WRONG_COUNTRY_MESSAGE } from '@store/core';
import { auditLog, emailSends, jobs, mailMessages, orders } from '../src/db/schema';
import { sandboxMailTransport } from '../src/email/transport';
import { jobHandlers } from '../src/jobs/handlers';
import { createWorker } from '../src/jobs/worker';
import { sandboxMessagingClient } from '../src/messaging/messaging-client';
import type { StaffMember } from '../src/staff/staff-member';
import { quietLog, useTestApp } from './support/test-app';
import { makeStaff, signedIn, staffBrowser, type StaffBrowser } from './support/staff';
import { insertStaffOrder } from './support/staff-orders';

const t = useTestApp();

let manager: StaffMember;
let managerBrowser: StaffBrowser;
let supportBrowser: StaffBrowser;
let ownerBrowser: StaffBrowser;

beforeAll(async () => {
  manager = await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] });
  managerBrowser = await signedIn(t.app, manager);
  supportBrowser = await signedIn(t.app, await makeStaff(t.db, { role: 'support', brands: ['nestwood'] }));
  ownerBrowser = await signedIn(t.app, await makeStaff(t.db, { role: 'owner', brands: 'all' }));
});

/** A corrected address in New York, as the staff form sends it (the phone as typed). */
const newYork = (overrides: Record<string, unknown> = {}, address: Record<string, unknown> = {}) => ({
  firstName: 'Bea',
  lastName: 'Park',
  phone: '(212) 555-0123',
  address: { line1: '350 5th Ave', line2: 'Apt 2', zip: '10001', city: 'New York', state: 'NY', country: 'US', ...address },
  ...overrides,
});

const auditOf = (orderId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, action)));

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('PUT /admin/orders/{id}/shipping-address', () => {
  it('corrects the address by the checkout rules, keeps what was charged, and audits before and after', async () => {
    const order = await insertStaffOrder(t.db);
    const before = await rowOf(order.id);
    const res = await managerBrowser.call('PUT', `/admin/orders/${order.id}/shipping-address`, newYork());
    expect(res.statusCode, res.body).toBe(200);
    const detail = (res.json() as { result: { order: Record<string, unknown> } }).result.order;
    const corrected = {
      firstName: 'Bea',
      lastName: 'Park',
      phone: '2125550123',
      address: { line1: '350 5th Ave', line2: 'Apt 2', zip: '10001', city: 'New York', state: 'NY', country: 'US' },
    };
    expect(detail.shippingAddress).toEqual(corrected);
    expect(detail.billingAddress).toEqual(before.billingDetails);
    expect(detail).toMatchObject({ name: 'Bea Park', phone: '2125550123', zip: '10001', totalAmount: before.totalAmount });
    const after = await rowOf(order.id);
    // Tax was priced at checkout: the total and the frozen cart stay as charged; the lookup keys follow the address.
    expect(after.totalAmount).toBe(before.totalAmount);
    expect(after.cart).toEqual(before.cart);
    expect([after.phoneKey, after.zipKey, after.emailKey]).toEqual(['2125550123', '10001', before.emailKey]);
    const [audit] = await auditOf(order.id, 'order.edit-address');
    expect(audit).toMatchObject({ staffId: manager.id, staffEmail: manager.email, brand: 'nestwood', targetType: 'order' });
    expect(audit!.before).toEqual(before.shippingDetails);
    expect(audit!.after).toEqual(corrected);
    const timeline = (
      (await managerBrowser.call('GET', `/admin/orders/${order.id}`)).json() as {
        result: { timeline: Array<Record<string, unknown>> };
      }
    ).result.timeline;
    expect(timeline.at(-1)).toMatchObject({
      kind: 'staff',
      title: 'Shipping address corrected',
      detail: 'Ann Lee, 12 Elm Street, San Francisco, CA 94105 → Bea Park, 350 5th Ave, Apt 2, New York, NY 10001',
      actor: manager.email,
    });
  });

  it("checks a Canadian brand's order against Canada's rules", async () => {
    const order = await insertStaffOrder(t.db, { brand: 'nestwood-ca', zip: 'M5V 2T6', city: 'Toronto', state: 'ON' });
    const toronto = newYork({}, { zip: 'M4C 1B5', city: 'Toronto', state: 'ON', country: 'CA' });
    const ok = await ownerBrowser.call('PUT', `/admin/orders/${order.id}/shipping-address`, toronto);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await rowOf(order.id)).zipKey).toBe('M4C1B5');
    const us = await ownerBrowser.call('PUT', `/admin/orders/${order.id}/shipping-address`, newYork());
    expect(us.statusCode).toBe(400);
    expect(us.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: WRONG_COUNTRY_MESSAGE });
  });

  it.each([
    [
      'a ZIP no post office uses',
      newYork({}, { zip: '99999', city: 'Austin', state: 'TX' }),
      'Enter a valid ZIP / postal code for TX, US',
      'zip-mismatch',
    ],
    ["a city that is not the ZIP's", newYork({}, { city: 'Los Angeles' }), 'Please enter the correct city name', 'wrong-city'],
    ['another country', newYork({}, { country: 'CA' }), WRONG_COUNTRY_MESSAGE, undefined],
    ['a phone of three digits', newYork({ phone: '123' }), PHONE_INVALID_MESSAGE, undefined],
    ['a last name of two words', newYork({ lastName: 'Van Dyke' }), FULL_NAME_INVALID_MESSAGE, undefined],
    ['no first name', newYork({ firstName: '' }), FULL_NAME_INVALID_MESSAGE, undefined],
  ])("refuses %s with the checkout's message, and changes nothing", async (_case, body, message, reason) => {
    const order = await insertStaffOrder(t.db);
    const before = await rowOf(order.id);
    const res = await managerBrowser.call('PUT', `/admin/orders/${order.id}/shipping-address`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message, ...(reason ? { reason } : {}) });
    expect((await rowOf(order.id)).shippingDetails).toEqual(before.shippingDetails);
    expect(await auditOf(order.id, 'order.edit-address')).toEqual([]);
  });

  it.each([
    ['an unknown field', { ...newYork(), email: 'x@example.com' }],
    ['a missing address', { firstName: 'Bea', lastName: 'Park', phone: '2125550123' }],
    ['a NUL in a field', newYork({ firstName: 'Be\u0000a' })],
    ['a field far too long', newYork({}, { line1: 'x'.repeat(5000) })],
    ['not an object', ['Bea']],
  ])('refuses %s with a 400', async (_case, body) => {
    const order = await insertStaffOrder(t.db);
    const res = await managerBrowser.call('PUT', `/admin/orders/${order.id}/shipping-address`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
  });

  it.each([
    [
      'something shipped',
      { fulfillmentStatus: 'partially_shipped' as const },
      'Something in this order has shipped: its shipping address can no longer be changed',
    ],
    [
      'the order is cancelled',
      { status: 'cancelled' as const, paymentStatus: 'unpaid' as const },
      'This order is cancelled: its shipping address can no longer be changed',
    ],
  ])('refuses once %s (409)', async (_case, seed, message) => {
    const order = await insertStaffOrder(t.db, seed);
    const res = await managerBrowser.call('PUT', `/admin/orders/${order.id}/shipping-address`, newYork());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', code: 'CONFLICT', message });
  });

  it('refuses support (403), a caller without a session (401), and another brand (404)', async () => {
    const order = await insertStaffOrder(t.db);
    const forbidden = await supportBrowser.call('PUT', `/admin/orders/${order.id}/shipping-address`, newYork());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: 'Your role does not allow this' });
    const anonymous = await staffBrowser(t.app).call('PUT', `/admin/orders/${order.id}/shipping-address`, newYork());
    expect(anonymous.statusCode).toBe(401);
    const plume = await insertStaffOrder(t.db, { brand: 'plume' });
    const other = await managerBrowser.call('PUT', `/admin/orders/${plume.id}/shipping-address`, newYork());
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: 'error', code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    // A bad address on another brand's order is still a 404: nothing about it is told.
    const otherBad = await managerBrowser.call('PUT', `/admin/orders/${plume.id}/shipping-address`, newYork({ phone: '1' }));
    expect(otherBad.statusCode).toBe(404);
    expect((await rowOf(plume.id)).shippingDetails).toMatchObject({ firstName: 'Ann' });
  });

  it('replays a retried correction with the same Idempotency-Key: one change, one audit entry', async () => {
    const order = await insertStaffOrder(t.db);
    const key = { 'idempotency-key': '5d7c1e8a-3a4b-4c1d-9e2f-0a1b2c3d4e5f' };
    const first = await managerBrowser.call('PUT', `/admin/orders/${order.id}/shipping-address`, newYork(), key);
    const again = await managerBrowser.call('PUT', `/admin/orders/${order.id}/shipping-address`, newYork(), key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await auditOf(order.id, 'order.edit-address')).toHaveLength(1);
  });
});

describe('POST /admin/orders/{id}/confirmation-email', () => {
  const worker = () =>
    createWorker({
      db: t.db,
      log: quietLog,
      handlers: jobHandlers({ mail: sandboxMailTransport, messaging: sandboxMessagingClient(() => undefined) }),
    });
  const drain = async () => {
    const w = worker();
    while ((await w.runOnce()) > 0);
  };
  const sentTo = async (email: string) => (await t.db.select().from(mailMessages).where(eq(mailMessages.to, email))).length;

  it('sends the confirmation again, each time, even after the first went out (support may)', async () => {
    const order = await insertStaffOrder(t.db, { email: 'resend@example.com' });
    // The first confirmation, as the orderPaid event sends it.
    await t.db.insert(jobs).values({
      id: 'first-confirmation',
      type: 'email.order-confirmation',
      key: `email:order-confirmation:${order.id}`,
      payload: { orderId: order.id, brand: 'nestwood' },
    });
    await drain();
    expect(await sentTo('resend@example.com')).toBe(1);
    for (const n of [1, 2]) {
      const res = await supportBrowser.call('POST', `/admin/orders/${order.id}/confirmation-email`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', result: {} });
      const [job] = await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `email:order-confirmation:${order.id}:resend:${n}`));
      expect(job?.payload).toEqual({ orderId: order.id, brand: 'nestwood', template: `order-confirmation:resend:${n}` });
      await drain();
      expect(await sentTo('resend@example.com')).toBe(1 + n);
    }
    const sends = await t.db.select().from(emailSends).where(eq(emailSends.orderId, order.id));
    expect(sends.map((s) => s.template).sort()).toEqual([
      'order-confirmation',
      'order-confirmation:resend:1',
      'order-confirmation:resend:2',
    ]);
    const audits = await auditOf(order.id, 'order.resend-email');
    expect(audits.map((a) => a.after)).toEqual([
      { template: 'order-confirmation:resend:1', to: 'resend@example.com' },
      { template: 'order-confirmation:resend:2', to: 'resend@example.com' },
    ]);
    const timeline = (
      (await supportBrowser.call('GET', `/admin/orders/${order.id}`)).json() as {
        result: { timeline: Array<{ kind: string; title: string }> };
      }
    ).result.timeline;
    expect(timeline.filter((e) => e.kind === 'email').map((e) => e.title)).toEqual([
      'Order confirmation email sent to resend@example.com',
      'Order confirmation email (resend 1) sent to resend@example.com',
      'Order confirmation email (resend 2) sent to resend@example.com',
    ]);
    expect(timeline.filter((e) => e.kind === 'staff').map((e) => e.title)).toEqual([
      'Order confirmation sent again',
      'Order confirmation sent again',
    ]);
  });

  it('a retried click with the same Idempotency-Key is one resend', async () => {
    const order = await insertStaffOrder(t.db);
    const key = { 'idempotency-key': '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9' };
    for (let i = 0; i < 2; i++)
      expect((await managerBrowser.call('POST', `/admin/orders/${order.id}/confirmation-email`, {}, key)).statusCode).toBe(200);
    expect(await auditOf(order.id, 'order.resend-email')).toHaveLength(1);
  });

  it('works without a body', async () => {
    const order = await insertStaffOrder(t.db);
    expect((await managerBrowser.call('POST', `/admin/orders/${order.id}/confirmation-email`)).statusCode).toBe(200);
  });

  it('refuses an unpaid order (409), another brand (404) and a caller without a session (401)', async () => {
    const pending = await insertStaffOrder(t.db, { status: 'pending' });
    const unpaid = await managerBrowser.call('POST', `/admin/orders/${pending.id}/confirmation-email`, {});
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({
      status: 'error',
      code: 'CONFLICT',
      message: 'Only a paid order has a confirmation to send again',
    });
    const plume = await insertStaffOrder(t.db, { brand: 'plume' });
    const other = await managerBrowser.call('POST', `/admin/orders/${plume.id}/confirmation-email`, {});
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: 'error', code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    const anonymous = await staffBrowser(t.app).call('POST', `/admin/orders/${plume.id}/confirmation-email`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `email:order-confirmation:${plume.id}:resend:1`)),
    ).toEqual([]);
  });

  it('refuses a body with fields (400)', async () => {
    const order = await insertStaffOrder(t.db);
    const res = await managerBrowser.call('POST', `/admin/orders/${order.id}/confirmation-email`, { to: 'someone@else.com' });
    expect(res.statusCode).toBe(400);
  });
});
