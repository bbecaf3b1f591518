import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/core';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { loadSessionKey } from '../src/db/repositories/app-secrets';
import { recordEvent } from '../src/db/repositories/carts';
import { replaceCatalog } from '../src/db/repositories/products';
import { analyticsEvents, jobs, outboxEvents } from '../src/db/schema';
import { jobHandlers } from '../src/jobs/handlers';
import { publishEvent } from '../src/jobs/handlers/publish-event';
import { JOB_TYPES, relayOutbox } from '../src/jobs/outbox-relay';
import { createWorker } from '../src/jobs/worker';
import { memoryStores } from '../src/stores/memory';
import { line, orderBody, orderMattress } from './support/orders';
import { CARDS, pay, tokenize } from './support/payments';
import { shopper } from './support/shopper';
import { quietLog } from './support/test-app';
import { openTestDatabase } from './support/test-database';

const SECRET = 'operator-secret-for-analytics-tests-0123';
let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openTestDatabase();
  await replaceCatalog(handle.db, 'nestwood', [orderMattress()]);
  await replaceCatalog(handle.db, 'driftvale', [orderMattress()]);
  app = await buildApp({
    db: handle.db,
    stores: memoryStores(),
    now: () => new Date(),
    sessionKey: await loadSessionKey(handle.db),
    defaultBrand: 'nestwood',
    allowedOrigins: [],
    operatorSecret: SECRET,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const handlers = () => jobHandlers({ mail: { send: async () => ({ messageId: 'm' }) } as never, messaging: {} as never });
/** One poll of a worker that relays the outbox first, with the real event.publish handler. */
async function drain(): Promise<void> {
  const worker = createWorker({
    db: handle.db,
    handlers: { [JOB_TYPES.publishEvent]: handlers()[JOB_TYPES.publishEvent]! },
    log: quietLog,
    beforeClaim: (now) => relayOutbox(handle.db, now),
  });
  while ((await worker.runOnce()) > 0);
}

/** A shopper with a paid order (sandbox card), whose orderPaid event is in the outbox. */
async function paidOrder(brand = 'nestwood') {
  const s = shopper(app, brand);
  expect((await s.call('POST', '/carts/my/items', { items: [line()] })).statusCode).toBe(200);
  const placed = (await s.call('POST', '/orders', orderBody(brand))).json().result as Order;
  const paid = await pay(app, s, placed.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
  expect(paid.statusCode).toBe(200);
  return { s, order: placed };
}

describe('event.publish records every outbox event durably in analytics_events', () => {
  it('a paid order: its orderPaid event becomes one row with the order id, brand, type, payload and time', async () => {
    const { order } = await paidOrder();
    await drain();
    const rows = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.orderId, order.id));
    expect(rows.map((r) => r.type)).toEqual(['orderPaid']);
    const [outbox] = await handle.db.select().from(outboxEvents).where(eq(outboxEvents.id, rows[0]!.id));
    expect(rows[0]).toMatchObject({
      brand: 'nestwood',
      payload: { orderId: order.id },
      cartId: order.cart.id,
      occurredAt: outbox!.createdAt,
    });
  });

  it('the job run twice (a retry, an expired lease) records the event once', async () => {
    await recordEvent(handle.db, 'nestwood', 'coupon.failed', null, { code: 'NOPE123', reason: 'expired' });
    await relayOutbox(handle.db, new Date());
    const pending = await handle.db.select().from(jobs).where(eq(jobs.status, 'queued'));
    const target = pending.find((j) => j.type === JOB_TYPES.publishEvent)!;
    const ctx = { job: target, db: handle.db, now: new Date(), log: quietLog };
    await publishEvent(target.payload, ctx);
    await publishEvent(target.payload, ctx);
    const eventId = target.payload.eventId as number;
    const rows = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, eventId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'coupon.failed', orderId: null, payload: { code: 'NOPE123', reason: 'expired' } });
    // The worker then runs the same job: still one row.
    await drain();
    expect(await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, eventId))).toHaveLength(1);
  });

  it('a malformed job payload fails the job (retried, then kept for operators), and records nothing', async () => {
    const ctx = { job: { createdAt: new Date() } as never, db: handle.db, now: new Date(), log: quietLog };
    await expect(publishEvent({ eventId: 'x', brand: 'nestwood', type: 't', payload: {} }, ctx)).rejects.toThrow();
  });
});

describe('GET /orders/{id} analyticsReported and PUT /orders/{id}/analyticsReported', () => {
  it('false until the storefront reports; the PUT is idempotent (the first time stays); then true for every reader', async () => {
    const { s, order } = await paidOrder();
    expect((await s.call('GET', `/orders/${order.id}`)).json().result.analyticsReported).toBe(false);
    const first = await s.call('PUT', `/orders/${order.id}/analyticsReported`);
    expect(first.statusCode).toBe(200);
    const again = await s.call('PUT', `/orders/${order.id}/analyticsReported`);
    expect(again.json()).toEqual(first.json());
    expect((await s.call('GET', `/orders/${order.id}`)).json().result.analyticsReported).toBe(true);
  });

  it("another shopper's PUT is the 404 of a missing order and marks nothing", async () => {
    const { s, order } = await paidOrder();
    const other = await shopper(app).call('PUT', `/orders/${order.id}/analyticsReported`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    expect((await s.call('GET', `/orders/${order.id}`)).json().result.analyticsReported).toBe(false);
  });
});

describe('GET /admin/analytics-events: the recorded events for operators', () => {
  /** `secret` null: no header at all. */
  const list = (query: string, secret: string | null = SECRET) =>
    app.inject({
      method: 'GET',
      url: `/admin/analytics-events${query}`,
      headers: { 'x-brand': 'nestwood', ...(secret === null ? {} : { 'x-operator-secret': secret }) },
    });

  it.each([
    ['no secret', null, ''],
    ['a wrong secret', 'wrong-secret', ''],
    ['no secret and a malformed query (the endpoint does not announce itself)', null, '?limit=zero'],
    ['an empty secret', '', ''],
    ['the secret in the query string instead of the header', null, `?x-operator-secret=${SECRET}`],
    ['the secret with a trailing space', `${SECRET} `, ''],
  ])('%s: the 404 of a path that does not exist', async (_label, secret, query) => {
    const res = await list(query, secret);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'No route for GET /admin/analytics-events' });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['type=%3Cscript%3E', 'type'],
    ['unknown=1', 'unknown'],
  ])('a bad query (%s) is a 400 that names the field', async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it("lists the request brand's events newest first, by type or order; another brand's are not listed", async () => {
    const { order } = await paidOrder();
    const other = await paidOrder('driftvale');
    await drain();
    const byOrder = (await list(`?orderId=${order.id}`)).json().result.events as Array<{ type: string; orderId: string }>;
    expect(byOrder).toEqual([expect.objectContaining({ type: 'orderPaid', orderId: order.id })]);
    expect((await list(`?orderId=${other.order.id}`)).json().result.events).toEqual([]);
    const paid = (await list('?type=orderPaid&limit=2')).json().result.events as Array<{ id: number; type: string }>;
    expect(paid).toHaveLength(2);
    expect(paid.every((e) => e.type === 'orderPaid')).toBe(true);
    expect(paid[0]!.id).toBeGreaterThan(paid[1]!.id);
    const older = (await list(`?type=orderPaid&before=${paid[0]!.id}&limit=1`)).json().result.events as Array<{ id: number }>;
    expect(older[0]!.id).toBe(paid[1]!.id);
  });
});
