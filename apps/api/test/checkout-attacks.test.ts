import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CART_CHANGED_MESSAGE, type Order } from '@store/core';
import { orders } from '../src/db/schema';
import { jobHandlers } from '../src/jobs/handlers';
import { relayOutbox } from '../src/jobs/outbox-relay';
import { createWorker } from '../src/jobs/worker';
import { sandboxMailTransport } from '../src/email/transport';
import { sandboxMessagingClient } from '../src/messaging/messaging-client';
import { quietLog, useTestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { line, orderBody, orderMattress } from './support/orders';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';

/** Attack review: the checkout API attacked as an outside client would (each test names the standard it holds). */
const t = useTestApp({ seed: { nestwood: [orderMattress()], driftvale: [orderMattress()] } });

async function placed(brand = 'nestwood'): Promise<{ s: Shopper; order: Order }> {
  const s = shopper(t.app, brand);
  expect((await s.call('POST', '/carts/my/items', { items: [line()] })).statusCode).toBe(200);
  const res = await s.call('POST', '/orders', orderBody(brand));
  expect(res.statusCode).toBe(200);
  return { s, order: (res.json() as { result: Order }).result };
}

describe('concurrent POST /orders and payment of one pending order', () => {
  it('never a 5xx (no lock-order deadlock), one charge, and the charge is the order total as finally frozen', async () => {
    for (let round = 0; round < 12; round++) {
      const { s, order } = await placed();
      const token = await tokenize(s, CARDS.succeeds);
      const answers = await Promise.all([
        s.call('POST', '/orders', orderBody()),
        pay(t.app, s, order.id, { paymentToken: token }),
        s.call('POST', '/orders', orderBody()),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
      const { charges } = await chargesOf(t.db, order.id);
      expect(charges).toHaveLength(1);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe('paid');
      expect(charges[0]!.amount).toBe(row!.totalAmount);
    }
  });
});

/** Places and pays an order (4242): the shopper, the paid order and its sandbox confirmation once the worker ran. */
async function paidWithEmail(brand = 'nestwood') {
  const { s, order } = await placed(brand);
  const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
  expect(res.statusCode).toBe(200);
  const worker = createWorker({
    db: t.db,
    log: quietLog,
    handlers: jobHandlers({ mail: sandboxMailTransport, messaging: sandboxMessagingClient(() => undefined) }),
    beforeClaim: (now) => relayOutbox(t.db, now),
  });
  while ((await worker.runOnce()) > 0);
  return { s, order };
}

describe('the sandbox mailbox shows a shopper only their own emails', () => {
  it('lists and opens the session’s confirmation; another session of the brand sees neither list entry nor page', async () => {
    const { s, order } = await paidWithEmail();
    const mine = await s.call('GET', '/sandbox/mailbox');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(order.shortId);
    const id = /href="mailbox\/([0-9A-Za-z]+)"/.exec(mine.body)![1]!;
    expect((await s.call('GET', `/sandbox/mailbox/${id}`)).statusCode).toBe(200);

    const stranger = shopper(t.app);
    const theirs = await stranger.call('GET', '/sandbox/mailbox');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(order.shortId);
    expect(theirs.body).not.toContain('ann.lee@example.com');
    const page = await stranger.call('GET', `/sandbox/mailbox/${id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(order.shortId);
  });
});

describe('payment tokens and intents belong to their order, session and brand', () => {
  it('another session’s approved 3-D Secure intent pays neither its own order nor the owner’s; the owner still pays once', async () => {
    const a = await placed();
    const first = await pay(t.app, a.s, a.order.id, { paymentToken: await tokenize(a.s, CARDS.threeDSecure) });
    const intent = String(first.json().result.redirectUrl).split('/').pop()!;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/sandbox/card/3ds/${intent}/approve`,
      headers: { 'x-brand': 'nestwood', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approved.statusCode).toBe(303);
    const b = await placed();
    const onOwn = await pay(t.app, b.s, b.order.id, { paymentToken: intent });
    expect(onOwn.statusCode).toBe(400);
    const onTheirs = await pay(t.app, b.s, a.order.id, { paymentToken: intent });
    expect(onTheirs.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: 'Order not found' });
    expect((await chargesOf(t.db, b.order.id)).charges).toHaveLength(0);
    expect((await chargesOf(t.db, a.order.id)).charges).toHaveLength(0);
    const confirmed = await pay(t.app, a.s, a.order.id, { paymentToken: intent });
    expect(confirmed.json().result.paymentStatus).toBe('succeeded');
    // Replaying the approval, or the intent, charges nothing more.
    const replay = await t.app.inject({
      method: 'POST',
      url: `/sandbox/card/3ds/${intent}/approve`,
      headers: { 'x-brand': 'nestwood' },
    });
    expect(replay.statusCode).toBe(404);
    expect((await pay(t.app, a.s, a.order.id, { paymentToken: intent })).statusCode).toBe(200);
    expect((await chargesOf(t.db, a.order.id)).charges).toHaveLength(1);
  });

  it('a card token made on one brand pays nothing on another brand, even for the same browser', async () => {
    const other = await placed('driftvale');
    const nestwood = shopper(t.app, 'nestwood');
    for (const [name, value] of other.s.jar) nestwood.jar.set(name, value);
    const token = await tokenize(nestwood, CARDS.succeeds);
    const res = await pay(t.app, other.s, other.order.id, { paymentToken: token });
    expect(res.statusCode).toBe(400);
    expect((await chargesOf(t.db, other.order.id)).charges).toHaveLength(0);
  });

  it('Idempotency-Key: the same key on POST /orders and on the payment are two requests (no answer crosses routes)', async () => {
    const s = shopper(t.app);
    await s.call('POST', '/carts/my/items', { items: [line()] });
    const placedRes = await s.call('POST', '/orders', orderBody(), { 'idempotency-key': 'same-key' });
    const order = (placedRes.json() as { result: Order }).result;
    const paid = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) }, 'same-key');
    expect(paid.statusCode).toBe(200);
    expect(paid.headers['idempotent-replayed']).toBeUndefined();
    expect(paid.json().result.paymentStatus).toBe('succeeded');
  });
});

describe('a cart changed after the order was placed', () => {
  it('paying is refused (409, no charge) until the order is placed again; then the charge is the new total', async () => {
    const { s, order } = await placed();
    expect((await s.call('POST', '/carts/my/items', { items: [line('order-test-mattress', 'king')] })).statusCode).toBe(200);
    const refused = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: CART_CHANGED_MESSAGE });
    expect((await chargesOf(t.db, order.id)).charges).toEqual([]);
    const again = await s.call('POST', '/orders', orderBody('nestwood'));
    const replaced = again.json().result as Order;
    expect(replaced.id).toBe(order.id);
    expect(replaced.cart.items).toHaveLength(2);
    const res = await pay(t.app, s, order.id, { paymentToken: await tokenize(s, CARDS.succeeds) });
    expect(res.statusCode).toBe(200);
    const { charges } = await chargesOf(t.db, order.id);
    expect(charges.map((c) => c.amount)).toEqual([replaced.cart.totalPrice.amount]);
  });
});
