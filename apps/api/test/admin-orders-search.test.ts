import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from './support/test-app';
import { makeStaff, signedIn, staffBrowser, type StaffBrowser } from './support/staff';
import { frozenExtra, frozenLine, insertStaffOrder } from './support/staff-orders';

const t = useTestApp();

const at = (iso: string) => new Date(iso);
const tax = (amount: number) => [frozenExtra('tax', 'Tax', amount)];

/** Seven orders over four brands, each with something to find it by (totals: lines after coupon plus tax). */
const o: Record<string, { id: string; shortId: string }> = {};
let owner: StaffBrowser;
let nestwoodManager: StaffBrowser;
let support: StaffBrowser;

beforeAll(async () => {
  o.annLee = await insertStaffOrder(t.db, {
    email: 'Ann.Lee@Example.com',
    createdAt: at('2026-03-01T10:00:00Z'),
    lines: [frozenLine('Cloud Hybrid Mattress', { price: 149900 })],
    extras: tax(12367),
  });
  o.bob = await insertStaffOrder(t.db, {
    firstName: 'Bob',
    lastName: 'Kowalski',
    email: 'bob.k@mail.test',
    phone: '2125550111',
    zip: '10001',
    city: 'New York',
    state: 'NY',
    status: 'pending',
    provider: 'paypal',
    createdAt: at('2026-03-01T23:59:59.999Z'),
    lines: [frozenLine('Down Pillow', { price: 5900, group: 'bedding' })],
    extras: tax(0),
  });
  o.carla = await insertStaffOrder(t.db, {
    firstName: 'Carla',
    lastName: 'Mendes',
    billingLastName: 'Okafor',
    email: 'carla@inbox.test',
    phone: '3125550122',
    zip: '60601',
    city: 'Chicago',
    state: 'IL',
    paymentStatus: 'partially_refunded',
    fulfillmentStatus: 'shipped',
    refundedAmount: 10000,
    provider: 'affirm',
    createdAt: at('2026-03-02T00:00:00Z'),
    lines: [frozenLine('Luxe Mattress', { price: 219900, coupon: 20000 })],
    extras: tax(0),
  });
  o.annLeeds = await insertStaffOrder(t.db, {
    brand: 'plume',
    lastName: 'Leeds',
    email: 'ann.leeds@example.com',
    phone: '4155550199',
    zip: '94110',
    createdAt: at('2026-03-02T12:00:00Z'),
    lines: [frozenLine('Plume Topper', { price: 39900, group: 'bedding' })],
    extras: tax(0),
  });
  o.dora = await insertStaffOrder(t.db, {
    brand: 'driftvale',
    firstName: 'Dora',
    email: 'dora@example.com',
    createdAt: at('2026-03-03T09:00:00Z'),
    lines: [frozenLine('Driftvale Mattress', { price: 99900 })],
    extras: tax(0),
  });
  o.emile = await insertStaffOrder(t.db, {
    brand: 'nestwood-ca',
    firstName: 'Émile',
    lastName: 'Tremblay',
    email: 'emile@example.ca',
    phone: '4165550133',
    zip: 'M5V 2T6',
    city: 'Toronto',
    state: 'ON',
    createdAt: at('2026-03-04T15:00:00Z'),
    lines: [frozenLine('Nestwood Mattress', { price: 129900 })],
    extras: tax(0),
  });
  o.zoe = await insertStaffOrder(t.db, {
    firstName: 'Zoë',
    lastName: 'Ng',
    email: 'zoe@example.com',
    phone: '5035550144',
    zip: '97201',
    city: 'Portland',
    state: 'OR',
    status: 'cancelled',
    paymentStatus: 'unpaid',
    createdAt: at('2026-02-28T08:00:00Z'),
    lines: [frozenLine('Bed Frame', { price: 79900, group: 'bed-frame' })],
    extras: tax(0),
  });
  owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner', brands: 'all' }));
  nestwoodManager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] }));
  support = await signedIn(t.app, await makeStaff(t.db, { role: 'support', brands: ['nestwood', 'plume'] }));
});

const names = () => Object.fromEntries(Object.entries(o).map(([name, order]) => [order.id, name]));

/** The answer's orders by the names they were seeded under. */
function found(res: LightMyRequestResponse): string[] {
  expect(res.statusCode, res.body).toBe(200);
  const byId = names();
  return (res.json() as { result: { orders: Array<{ id: string }> } }).result.orders.map((order) => byId[order.id] ?? order.id);
}

const list = (browser: StaffBrowser, query: Record<string, string>) =>
  browser.call('GET', `/admin/orders?${new URLSearchParams({ brand: '', ...query }).toString()}`);
const ALL = ['emile', 'dora', 'annLeeds', 'carla', 'bob', 'annLee', 'zoe'];

describe('GET /admin/orders: who sees what', () => {
  it('refuses a caller without a staff session (401), whatever the query', async () => {
    for (const url of ['/admin/orders', '/admin/orders?limit=0', '/admin/orders?cursor=junk']) {
      const res = await staffBrowser(t.app).call('GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_SIGNED_IN' });
    }
  });

  it('lists every brand for an owner, newest first, with the summary fields', async () => {
    const res = await list(owner, {});
    expect(found(res)).toEqual(ALL);
    const first = (res.json() as { result: { orders: unknown[]; nextCursor: string | null } }).result;
    expect(first.nextCursor).toBeNull();
    expect(first.orders[5]).toEqual({
      id: o.annLee!.id,
      shortId: o.annLee!.shortId,
      brand: 'nestwood',
      status: 'paid',
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      email: 'Ann.Lee@Example.com',
      name: 'Ann Lee',
      phone: '4155550100',
      zip: '94105',
      totalAmount: 162267,
      refundedAmount: 0,
      currency: 'USD',
      provider: 'stripeDirect',
      createdAt: '2026-03-01T10:00:00.000Z',
      paidAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it("lists only the member's brands", async () => {
    expect(found(await list(nestwoodManager, {}))).toEqual(['carla', 'bob', 'annLee', 'zoe']);
    expect(found(await list(support, {}))).toEqual(['annLeeds', 'carla', 'bob', 'annLee', 'zoe']);
  });

  it("a brand filter outside the member's brands lists nothing (as a brand without orders); an unknown brand is a 400", async () => {
    expect(found(await list(owner, { brand: 'plume' }))).toEqual(['annLeeds']);
    expect(found(await list(nestwoodManager, { brand: 'plume' }))).toEqual([]);
    expect(found(await list(nestwoodManager, { brand: 'plume', q: 'ann' }))).toEqual([]);
    const unknown = await list(owner, { brand: 'acme' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
  });
});

describe('GET /admin/orders?q=: short id, email, name, phone or ZIP', () => {
  it.each([
    ['the short id as printed', () => o.annLee!.shortId, ['annLee']],
    ['the short id in lower case with a #', () => `#${o.annLee!.shortId.toLowerCase()}`, ['annLee']],
    ['the start of an email, any case', () => 'ANN.LEE@', ['annLee']],
    ['the start of an email without its @', () => 'ann.lee', ['annLeeds', 'annLee']],
    ['a last name in part', () => 'lee', ['dora', 'annLeeds', 'annLee']],
    ['a first and last name', () => 'Ann Lee', ['annLeeds', 'annLee']],
    ['a billing name', () => 'okafor', ['carla']],
    ['a partial name', () => 'Kowal', ['bob']],
    ['an accented name', () => 'zoë', ['zoe']],
    ['a phone as typed', () => '(415) 555-0100', ['dora', 'annLee']],
    ['a phone with the country code', () => '+1 415-555-0100', ['dora', 'annLee']],
    ['a ZIP', () => '94105', ['dora', 'annLee']],
    ['a ZIP+4', () => '94105-1234', ['dora', 'annLee']],
    ['the start of a ZIP', () => '941', ['dora', 'annLeeds', 'annLee']],
    ['a Canadian postal code', () => 'm5v 2t6', ['emile']],
    ['the start of a postal code', () => 'M5V', ['emile']],
    ["LIKE's % taken literally", () => '%', []],
    ["LIKE's _ taken literally", () => '___', []],
    ['a backslash', () => 'lee\\', []],
    ['SQL in the text', () => "' or 1=1 --", []],
    ['two digits: no order field', () => '12', []],
    ['blank', () => '   ', ALL],
  ])('%s', async (_case, q, expected) => {
    expect(found(await list(owner, { q: q() }))).toEqual(expected);
  });

  it('searches within the brand filter and the other filters', async () => {
    expect(found(await list(owner, { q: 'lee', brand: 'nestwood' }))).toEqual(['annLee']);
    expect(found(await list(support, { q: 'lee' }))).toEqual(['annLeeds', 'annLee']);
  });
});

describe('GET /admin/orders: filters', () => {
  it.each([
    [{ status: 'pending' }, ['bob']],
    [{ status: 'cancelled' }, ['zoe']],
    [{ paymentStatus: 'partially_refunded' }, ['carla']],
    [{ fulfillmentStatus: 'shipped' }, ['carla']],
    [{ provider: 'affirm' }, ['carla']],
    [{ provider: 'paypal', status: 'pending', brand: 'nestwood' }, ['bob']],
    [{ provider: 'paypal', status: 'paid' }, []],
    [{ provider: 'noSuchProvider' }, []],
    // Days are inclusive and read in UTC: the last millisecond of 1 March is in, midnight of 2 March is not.
    [{ from: '2026-03-01', to: '2026-03-01' }, ['bob', 'annLee']],
    [{ from: '2026-03-02' }, ['emile', 'dora', 'annLeeds', 'carla']],
    [{ to: '2026-02-28' }, ['zoe']],
    [{ status: '' }, ALL],
  ] as const)('%j', async (query, expected) => {
    expect(found(await list(owner, query))).toEqual(expected);
  });

  it.each([
    [{ from: '2026-03-02', to: '2026-03-01' }, 'The first day must not be after the last day'],
    [{ from: '2026-02-30' }, 'from: Use a real date'],
    [{ to: '1 March' }, 'to: Use a date as YYYY-MM-DD'],
    [{ status: 'shipped' }, null],
    [{ sort: 'cheapest' }, null],
  ])('refuses %j with a 400', async (query, message) => {
    const res = await list(owner, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST', ...(message ? { message } : {}) });
  });
});

describe('GET /admin/orders: sorts and keyset pages', () => {
  it.each([
    ['oldest', ['zoe', 'annLee', 'bob', 'carla', 'annLeeds', 'dora', 'emile']],
    // Totals: Luxe 199900, Ann Lee 162267, Nestwood CA 129900, Driftvale 99900, frame 79900, topper 39900, pillow 5900.
    ['total-high', ['carla', 'annLee', 'emile', 'dora', 'zoe', 'annLeeds', 'bob']],
    ['total-low', ['bob', 'annLeeds', 'zoe', 'dora', 'emile', 'annLee', 'carla']],
  ])('sorts %s', async (sort, expected) => {
    expect(found(await list(owner, { sort }))).toEqual(expected);
  });

  it.each(['newest', 'oldest', 'total-high', 'total-low'])(
    'walks %s two at a time: every order once, in order, then no cursor',
    async (sort) => {
      const whole = found(await list(owner, { sort }));
      const walked: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await list(owner, { sort, limit: '2', ...(cursor ? { cursor } : {}) });
        walked.push(...found(res));
        cursor = (res.json() as { result: { nextCursor: string | null } }).result.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(walked).toEqual(whole);
      expect(pages).toBe(4);
    },
  );

  it('pages through orders placed at the same instant, and microseconds apart, without skipping any', async () => {
    const same = at('2026-04-01T10:00:00Z');
    const twins = [
      await insertStaffOrder(t.db, { brand: 'harbor', createdAt: same }),
      await insertStaffOrder(t.db, { brand: 'harbor', createdAt: same }),
      await insertStaffOrder(t.db, { brand: 'harbor', createdAt: same }),
    ];
    // Two more a few microseconds after the same millisecond: a cursor rounded to the millisecond would skip them.
    const micro = [await insertStaffOrder(t.db, { brand: 'harbor' }), await insertStaffOrder(t.db, { brand: 'harbor' })];
    await t.db.execute(sql`update orders set created_at = '2026-04-01 10:00:00.000100+00' where id = ${micro[0]!.id}`);
    await t.db.execute(sql`update orders set created_at = '2026-04-01 10:00:00.000200+00' where id = ${micro[1]!.id}`);
    for (const sort of ['newest', 'oldest']) {
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await list(owner, { brand: 'harbor', sort, limit: '1', ...(cursor ? { cursor } : {}) });
        walked.push(...found(res));
        cursor = (res.json() as { result: { nextCursor: string | null } }).result.nextCursor;
      } while (cursor && walked.length < 10);
      const byId = [...twins].map((x) => x.id).sort();
      const expected = [micro[0]!.id, micro[1]!.id, ...byId];
      expect([...walked].sort()).toEqual([...expected].sort());
      expect(walked).toHaveLength(5);
      const ordered =
        sort === 'newest' ? [micro[1]!.id, micro[0]!.id, ...[...byId].reverse()] : [...byId, micro[0]!.id, micro[1]!.id];
      expect(walked).toEqual(ordered);
    }
  });
});

describe('GET /admin/orders: refusals, never a 5xx', () => {
  const cursorOf = async (sort: string) =>
    ((await list(owner, { sort, limit: '1' })).json() as { result: { nextCursor: string } }).result.nextCursor;

  it('refuses a cursor it did not make, or made for another sort, with a 400', async () => {
    const fromTotals = await cursorOf('total-high');
    for (const cursor of [
      'junk',
      'eyJzIjoibmV3ZXN0In0',
      fromTotals,
      Buffer.from('{"s":"newest","k":"x","i":"y"}').toString('base64url'),
    ]) {
      const res = await list(owner, { cursor });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'BAD_REQUEST',
        message: 'This page link is out of date: start from the first page',
      });
    }
  });

  it.each(['0', '101', '-1', '1.5', 'abc', '1e3'])('refuses limit=%s', async (limit) => {
    const res = await list(owner, { limit });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('takes limits 1 and 100', async () => {
    expect(found(await list(owner, { limit: '1' }))).toHaveLength(1);
    expect(found(await list(owner, { limit: '100' })).length).toBeGreaterThanOrEqual(7);
  });

  it('refuses a search text over 100 characters, and a huge one', async () => {
    for (const q of ['a'.repeat(101), 'x'.repeat(20_000)]) {
      const res = await list(owner, { q });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it.each([
    ['a NUL byte', 'q=ann%00lee'],
    ['a lone surrogate', 'q=%ED%A0%80'],
    ['bytes that are no UTF-8', 'q=%FF%FE'],
    ['a broken escape', 'q=%E0%A4%A'],
    ['a repeated key', 'q=ann&q=lee'],
    ['an emoji', `q=${encodeURIComponent('🛏️ lee')}`],
    ['a right-to-left mark', `q=${encodeURIComponent('\u202Elee')}`],
    ['an array-like key', 'q[]=ann'],
    ['a cursor of odd bytes', 'cursor=%FF%00'],
  ])('answers %s without a 5xx', async (_case, query) => {
    const res = await owner.call('GET', `/admin/orders?${query}`);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('status');
  });
});
