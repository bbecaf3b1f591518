import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@store/core';
import { orderAccessGrants } from '../src/db/schema';
import { cleanUpStoredState } from '../src/maintenance/clean-up';
import {
  LOOKUP_GRANT_MS,
  LOOKUP_PER_ADDRESS_LIMIT,
  LOOKUP_PER_EMAIL_LIMIT,
  ORDER_LOOKUP_MISS,
} from '../src/use-cases/orders/look-up-order';
import { useTestApp } from './support/test-app';
import { shopper, type Shopper } from './support/shopper';
import { signedUpShopper } from './support/accounts';
import { line, orderBody, orderMattress } from './support/orders';

/** Guest order look-up: POST /orders/lookup {email, zip, shortId} grants this session read access for 24 h. */
describe('POST /orders/lookup', () => {
  let clock = Date.now();
  const t = useTestApp({ seed: { nestwood: [orderMattress()], driftvale: [orderMattress()] }, now: () => new Date(clock) });

  /** A guest order with email Ann.Lee@Example.com and ZIP 94105 (support/orders address). */
  const guestOrder = async (brand = 'nestwood', email = 'Ann.Lee@Example.com'): Promise<Order> => {
    const s = shopper(t.app, brand);
    await s.call('POST', '/carts/my/items', { items: [line()] });
    const res = await s.call('POST', '/orders', orderBody(brand, { email }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as Order;
  };
  const lookUp = (s: Shopper, body: Record<string, unknown>) => s.call('POST', '/orders/lookup', body);
  const details = (o: Order) => ({ email: 'ann.lee@example.com', zip: '94105', shortId: o.shortId });
  const grantsOf = (orderId: string) => t.db.select().from(orderAccessGrants).where(eq(orderAccessGrants.orderId, orderId));

  it('finds the order by email, ZIP and short id (any case, ZIP+4, a leading #) and lets this browser read it', async () => {
    const placed = await guestOrder();
    const other = shopper(t.app);
    expect((await other.call('GET', `/orders/${placed.id}`)).statusCode).toBe(404);
    const res = await lookUp(other, {
      email: ' ANN.LEE@example.com ',
      zip: '94105-1234',
      shortId: `#${placed.shortId.toLowerCase()}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: { orderId: placed.id } });
    const order = await other.call('GET', `/orders/${placed.id}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().result.id).toBe(placed.id);
    expect((await other.call('GET', `/orders/${placed.id}/fulfillment`)).statusCode).toBe(200);
    // Only this browser: a third one still cannot read it.
    expect((await shopper(t.app).call('GET', `/orders/${placed.id}`)).statusCode).toBe(404);
  });

  it('a miss is 404 ORDER_NOT_FOUND with one message whichever detail is wrong, and grants nothing', async () => {
    const placed = await guestOrder();
    const answers = [];
    for (const wrong of [
      { ...details(placed), email: 'someone.else@example.com' },
      { ...details(placed), zip: '94110' },
      { ...details(placed), shortId: placed.shortId === 'ABCDEFGH' ? 'ABCDEFGJ' : 'ABCDEFGH' },
    ]) {
      const res = await lookUp(shopper(t.app), wrong);
      expect(res.statusCode).toBe(404);
      answers.push(res.json());
    }
    expect(answers).toEqual(Array(3).fill({ status: 'error', code: 'ORDER_NOT_FOUND', message: ORDER_LOOKUP_MISS }));
    expect(await grantsOf(placed.id)).toEqual([]);
  });

  it('does not find an order of another brand', async () => {
    const placed = await guestOrder('driftvale');
    const res = await lookUp(shopper(t.app, 'nestwood'), details(placed));
    expect(res.statusCode).toBe(404);
    expect((await lookUp(shopper(t.app, 'driftvale'), details(placed))).statusCode).toBe(200);
  });

  it('the grant expires after 24 hours (and the clean-up removes it)', async () => {
    const placed = await guestOrder();
    const other = shopper(t.app);
    expect((await lookUp(other, details(placed))).statusCode).toBe(200);
    const [grant] = await grantsOf(placed.id);
    expect(grant!.expiresAt.getTime()).toBe(clock + LOOKUP_GRANT_MS);
    const start = clock;
    try {
      clock = start + LOOKUP_GRANT_MS - 1000;
      expect((await other.call('GET', `/orders/${placed.id}`)).statusCode).toBe(200);
      clock = start + LOOKUP_GRANT_MS + 1000;
      expect((await other.call('GET', `/orders/${placed.id}`)).statusCode).toBe(404);
      expect((await other.call('GET', `/orders/${placed.id}/fulfillment`)).statusCode).toBe(404);
      expect((await other.call('POST', `/orders/${placed.id}/buy-again`)).statusCode).toBe(404);
      const report = await cleanUpStoredState(t.db, new Date(clock));
      expect(report.orderAccessGrants).toBeGreaterThanOrEqual(1);
      expect(await grantsOf(placed.id)).toEqual([]);
    } finally {
      clock = Date.now();
    }
  });

  it('a look-up again extends the grant instead of adding a row', async () => {
    const placed = await guestOrder();
    const other = shopper(t.app);
    await lookUp(other, details(placed));
    await lookUp(other, details(placed));
    expect(await grantsOf(placed.id)).toHaveLength(1);
  });

  it('a signed-in shopper’s look-up grants the account session, on any of its browsers', async () => {
    const placed = await guestOrder();
    const account = await signedUpShopper(t);
    expect((await lookUp(account.shopper, details(placed))).statusCode).toBe(200);
    expect((await account.shopper.call('GET', `/orders/${placed.id}`)).statusCode).toBe(200);
    const [grant] = await grantsOf(placed.id);
    expect(grant!.sessionHash).toBe(`acct:${account.userId}`);
  });

  it(`is rate-limited per email: try ${LOOKUP_PER_EMAIL_LIMIT + 1} is 429, even with the right details`, async () => {
    // An email of its own: the other tests' look-ups count against Ann's.
    const placed = await guestOrder('nestwood', 'Rate.Limit@Example.com');
    const mine = { ...details(placed), email: 'rate.limit@example.com' };
    for (let i = 0; i < LOOKUP_PER_EMAIL_LIMIT; i++) {
      // Each try from a browser and address of its own: the email's budget is what runs out.
      const res = await lookUp(shopper(t.app), { ...mine, zip: `9${String(i).padStart(4, '0')}` });
      expect(res.statusCode).toBe(404);
    }
    const res = await lookUp(shopper(t.app), mine);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many look-ups, please try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await grantsOf(placed.id)).toEqual([]);
  });

  it(`is rate-limited per client address: try ${LOOKUP_PER_ADDRESS_LIMIT + 1} is 429`, async () => {
    const s = shopper(t.app);
    for (let i = 0; i < LOOKUP_PER_ADDRESS_LIMIT; i++) {
      const res = await lookUp(s, { email: `guess${i}@example.com`, zip: '94105', shortId: 'ABCDEFGH' });
      expect(res.statusCode).toBe(404);
    }
    const res = await lookUp(s, { email: 'one.more@example.com', zip: '94105', shortId: 'ABCDEFGH' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it.each([
    ['no email', { zip: '94105', shortId: 'ABCDEFGH' }],
    ['an email that is not one', { email: 'not-an-email', zip: '94105', shortId: 'ABCDEFGH' }],
    ['an empty ZIP', { email: 'a@example.com', zip: '  ', shortId: 'ABCDEFGH' }],
    ['a short id with odd characters', { email: 'a@example.com', zip: '94105', shortId: "ABC'; --" }],
    ['a NUL byte', { email: 'a@example.com', zip: '941\u000005', shortId: 'ABCDEFGH' }],
    ['a lone surrogate', { email: 'a@example.com', zip: '94105', shortId: 'ABC\ud800DEF' }],
    ['an extra field', { email: 'a@example.com', zip: '94105', shortId: 'ABCDEFGH', orderId: 'x' }],
    ['numbers instead of text', { email: 'a@example.com', zip: 94105, shortId: 'ABCDEFGH' }],
  ])('refuses %s with a clear 400', async (_name, body) => {
    const res = await lookUp(shopper(t.app), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST', message: expect.any(String) });
  });
});
