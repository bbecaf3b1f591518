import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { PRODUCTS, line } from './support/test-store';
import { shopper } from './support/shopper';
import { askReturn, orderEmails, paidShopperOrder, returnRowsOf, shipAll, shipLines } from './support/returns';

// Every date is UTC: the trial rule counts UTC days from the day a line shipped.
const START = Date.parse('2026-03-10T12:00:00.000Z');
let clock = START;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: { nestwood: [PRODUCTS.mattress, PRODUCTS.pillow, PRODUCTS.headboard] },
    now: () => new Date(clock),
  });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = START;
});

const MATTRESS = line(PRODUCTS.mattress, { Size: 'queen' });
const PILLOWS = (quantity: number) => line(PRODUCTS.pillow, { Size: 'standard' }, quantity);
const HEADBOARD = line(PRODUCTS.headboard, { Size: 'queen', Color: 'natural' });

const itemOf = (order: Order, productId: string) => order.cart.items.find((i) => i.product.id === productId)!;
const read = async (s: { call: (m: 'GET', u: string) => Promise<{ json(): { result: Order } }> }, id: string) =>
  (await s.call('GET', `/orders/${id}`)).json().result;

describe('POST /orders/{id}/returns', () => {
  it('inside the trial: recorded requested with its trial end fixed now, shown on the order, and the shopper emailed', async () => {
    const { s, order } = await paidShopperOrder(t.app, [MATTRESS]);
    await shipAll(t.db, order, new Date('2026-03-01T10:00:00Z'));
    const mattress = itemOf(order, PRODUCTS.mattress.id);
    const before = await read(s, order.id);
    expect(before.lineReturns).toEqual([
      { itemIdentifier: mattress.itemIdentifier, returnableQuantity: 1, trialEndsAt: '2027-03-01T23:59:59.999Z', refusal: null },
    ]);
    expect(before.returns).toEqual([]);

    const res = await askReturn(s, order.id, {
      itemIdentifier: mattress.itemIdentifier,
      quantity: 1,
      reason: 'too-firm',
      comment: '  Too hard on my shoulders  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const opened = res.json().result.return;
    expect(opened).toEqual({
      id: expect.any(String),
      itemIdentifier: mattress.itemIdentifier,
      title: mattress.product.title,
      quantity: 1,
      reason: 'too-firm',
      status: 'requested',
      statusLabel: 'Return requested',
      pickupDate: null,
      refundedAmount: null,
      refusedReason: null,
      createdAt: '2026-03-10T12:00:00.000Z',
    });
    const [row] = await returnRowsOf(t.db, order.id);
    expect(row).toMatchObject({
      status: 'requested',
      comment: 'Too hard on my shoulders',
      openedBy: 'shopper',
      trialEndsAt: new Date('2027-03-01T23:59:59.999Z'),
    });

    const after = await read(s, order.id);
    expect(after.returns).toEqual([opened]);
    expect(after.lineReturns?.[0]).toMatchObject({ returnableQuantity: 0, refusal: 'This item is already being returned' });

    const emails = await orderEmails(t.db, order.id);
    expect(emails.map((e) => e.subject)).toEqual([`We received your return request (order ${order.shortId})`]);
    expect(emails[0]!.text).toContain(`You asked to return 1 × ${mattress.product.title} from order ${order.shortId}.`);
  });

  it('after the trial: refused with the date it ended, and nothing recorded; the last night still counts', async () => {
    const { s, order } = await paidShopperOrder(t.app, [MATTRESS, PILLOWS(1)]);
    await shipAll(t.db, order, new Date('2025-01-05T18:00:00Z'));
    const mattress = itemOf(order, PRODUCTS.mattress.id);
    const res = await askReturn(s, order.id, { itemIdentifier: mattress.itemIdentifier, quantity: 1, reason: 'back-pain' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'CONFLICT',
      message: `Your 365-night trial for ${mattress.product.title} ended on January 5, 2026: returns are no longer possible`,
    });
    expect((await read(s, order.id)).lineReturns?.[0]).toEqual({
      itemIdentifier: mattress.itemIdentifier,
      returnableQuantity: 0,
      trialEndsAt: '2026-01-05T23:59:59.999Z',
      refusal: `Your 365-night trial for ${mattress.product.title} ended on January 5, 2026: returns are no longer possible`,
    });
    expect(await returnRowsOf(t.db, order.id)).toEqual([]);

    // Pillows have 60 nights: shipped on January 9, their last night is March 10 (UTC).
    const late = await paidShopperOrder(t.app, [PILLOWS(1)]);
    await shipAll(t.db, late.order, new Date('2026-01-09T23:30:00Z'));
    const pillow = itemOf(late.order, PRODUCTS.pillow.id);
    clock = Date.parse('2026-03-11T00:00:00.000Z');
    const tooLate = await askReturn(late.s, late.order.id, {
      itemIdentifier: pillow.itemIdentifier,
      quantity: 1,
      reason: 'too-soft',
    });
    expect(tooLate.json().message).toBe(
      `Your 60-night trial for ${pillow.product.title} ended on March 10, 2026: returns are no longer possible`,
    );
    clock = Date.parse('2026-03-10T23:59:59.999Z');
    const lastNight = await askReturn(late.s, late.order.id, {
      itemIdentifier: pillow.itemIdentifier,
      quantity: 1,
      reason: 'too-soft',
    });
    expect(lastNight.statusCode, lastNight.body).toBe(200);
  });

  it('an item not shipped yet: pointed to cancelling instead', async () => {
    const { s, order } = await paidShopperOrder(t.app, [MATTRESS]);
    const mattress = itemOf(order, PRODUCTS.mattress.id);
    const res = await askReturn(s, order.id, { itemIdentifier: mattress.itemIdentifier, quantity: 1, reason: 'changed-my-mind' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This item has not shipped yet: contact us to cancel it instead');
    expect((await read(s, order.id)).lineReturns?.[0]).toMatchObject({
      returnableQuantity: 0,
      refusal: 'This item has not shipped yet: contact us to cancel it instead',
    });
    expect(await returnRowsOf(t.db, order.id)).toEqual([]);
  });

  it('a product without a trial (furniture) is not offered and is refused', async () => {
    const { s, order } = await paidShopperOrder(t.app, [HEADBOARD]);
    await shipAll(t.db, order, new Date('2026-03-05T10:00:00Z'));
    const headboard = itemOf(order, PRODUCTS.headboard.id);
    expect((await read(s, order.id)).lineReturns).toEqual([]);
    const res = await askReturn(s, order.id, { itemIdentifier: headboard.itemIdentifier, quantity: 1, reason: 'damaged' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${headboard.product.title} has no sleep trial: contact us about returning it`);
  });

  it('another shopper’s order is the same 404 as a missing one; a guest look-up lets its session ask', async () => {
    const { order } = await paidShopperOrder(t.app, [MATTRESS]);
    await shipAll(t.db, order, new Date('2026-03-01T10:00:00Z'));
    const mattress = itemOf(order, PRODUCTS.mattress.id);
    const body = { itemIdentifier: mattress.itemIdentifier, quantity: 1, reason: 'too-firm' };
    const stranger = shopper(t.app);
    const theirs = await askReturn(stranger, order.id, body);
    const missing = await askReturn(stranger, 'no-such-order', body);
    expect([theirs.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(theirs.json()).toEqual(missing.json());
    const plume = shopper(t.app, 'plume');
    expect((await askReturn(plume, order.id, body)).statusCode).toBe(404);
    expect(await returnRowsOf(t.db, order.id)).toEqual([]);

    const guest = shopper(t.app);
    const found = await guest.call('POST', '/orders/lookup', { email: order.email, zip: '94105', shortId: order.shortId });
    expect(found.statusCode, found.body).toBe(200);
    const res = await askReturn(guest, order.id, body);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a second request for the same item is refused while the first is open', async () => {
    const { s, order } = await paidShopperOrder(t.app, [MATTRESS]);
    await shipAll(t.db, order, new Date('2026-03-01T10:00:00Z'));
    const body = { itemIdentifier: itemOf(order, PRODUCTS.mattress.id).itemIdentifier, quantity: 1, reason: 'too-firm' };
    const [a, b] = await Promise.all([askReturn(s, order.id, body), askReturn(s, order.id, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe('This item is already being returned');
    expect(await returnRowsOf(t.db, order.id)).toHaveLength(1);
  });

  it('quantities: never more than shipped and not already returning', async () => {
    const { s, order } = await paidShopperOrder(t.app, [PILLOWS(3)]);
    const pillows = itemOf(order, PRODUCTS.pillow.id);
    await shipLines(t.db, order, [{ itemIdentifier: pillows.itemIdentifier, quantity: 2 }], new Date('2026-03-02T10:00:00Z'));
    const ask = (quantity: number) =>
      askReturn(s, order.id, { itemIdentifier: pillows.itemIdentifier, quantity, reason: 'other' });
    const three = await ask(3);
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toBe(`Only 2 of ${pillows.product.title} can be returned`);
    expect((await ask(1)).statusCode).toBe(200);
    expect((await read(s, order.id)).lineReturns?.[0]).toMatchObject({ returnableQuantity: 1, refusal: null });
    const two = await ask(2);
    expect(two.json().message).toBe(`Only 1 of ${pillows.product.title} can be returned`);
    expect((await ask(1)).statusCode).toBe(200);
    expect((await ask(1)).json().message).toBe('This item is already being returned');
    expect((await returnRowsOf(t.db, order.id)).map((r) => r.quantity)).toEqual([1, 1]);
    for (const quantity of [0, -1, 1.5, 101]) expect((await ask(quantity)).statusCode, String(quantity)).toBe(400);
  });

  it('odd bytes and shapes: 400 (or 404 for an odd id), never a 5xx, nothing recorded', async () => {
    const { s, order } = await paidShopperOrder(t.app, [MATTRESS]);
    await shipAll(t.db, order, new Date('2026-03-01T10:00:00Z'));
    const itemIdentifier = itemOf(order, PRODUCTS.mattress.id).itemIdentifier;
    const bodies: unknown[] = [
      {},
      { itemIdentifier, quantity: 1 },
      { itemIdentifier, quantity: 1, reason: 'too-firm', price: 1 },
      { itemIdentifier, quantity: 1, reason: 'bored' },
      { itemIdentifier, quantity: '1', reason: 'too-firm' },
      { itemIdentifier: 'nope\u0000', quantity: 1, reason: 'too-firm' },
      { itemIdentifier, quantity: 1, reason: 'too-firm', comment: 'half \ud800 a pair' },
      { itemIdentifier, quantity: 1, reason: 'too-firm', comment: 'x'.repeat(1001) },
      { itemIdentifier: 'x'.repeat(500), quantity: 1, reason: 'too-firm' },
      { itemIdentifier: 'not-a-line', quantity: 1, reason: 'too-firm' },
      [],
      'just text',
    ];
    for (const body of bodies) {
      const res = await askReturn(s, order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await askReturn(s, order.id, { itemIdentifier: 'not-a-line', quantity: 1, reason: 'too-firm' })).json().message).toBe(
      'This order has no such item',
    );
    const raw = await t.app.inject({
      method: 'POST',
      url: `/orders/${order.id}/returns`,
      headers: { 'x-brand': 'nestwood', 'content-type': 'application/json' },
      cookies: Object.fromEntries(s.jar),
      payload: '{"itemIdentifier": "\xff\xfe',
    });
    expect(raw.statusCode).toBe(400);
    for (const id of ['%00', '%F0%9F%98%80', 'x'.repeat(300), '..%2F..%2Fadmin'])
      expect(
        (await s.call('POST', `/orders/${id}/returns`, { itemIdentifier, quantity: 1, reason: 'too-firm' })).statusCode,
        id,
      ).toBeLessThan(500);
    expect(await returnRowsOf(t.db, order.id)).toEqual([]);
  });

  it('Idempotency-Key: a retried click replays the first answer and opens one return; another body with it is 422', async () => {
    const { s, order } = await paidShopperOrder(t.app, [PILLOWS(2)]);
    await shipAll(t.db, order, new Date('2026-03-01T10:00:00Z'));
    const body = { itemIdentifier: itemOf(order, PRODUCTS.pillow.id).itemIdentifier, quantity: 1, reason: 'sleeping-hot' };
    const first = await askReturn(s, order.id, body, 'return-click-1');
    const again = await askReturn(s, order.id, body, 'return-click-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await returnRowsOf(t.db, order.id)).toHaveLength(1);
    const other = await askReturn(s, order.id, { ...body, reason: 'other' }, 'return-click-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await returnRowsOf(t.db, order.id)).toHaveLength(1);
    expect((await orderEmails(t.db, order.id)).map((e) => e.subject)).toEqual([
      `We received your return request (order ${order.shortId})`,
    ]);
  });
});
