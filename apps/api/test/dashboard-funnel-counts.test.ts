import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { funnelDaily } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

const SECRET = 'operator-secret-for-the-funnel-tests';
/** "Today" for the app: counts of the 7 days before it up to the day after it are taken. */
const NOW = new Date('2026-11-20T15:00:00Z');

let t: TestApp;
let noSecret: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorSecret: SECRET, now: () => NOW });
  noSecret = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
  await noSecret.close();
});

const send = (body: unknown, secret: string | null = SECRET, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/dashboard/funnel-counts',
    headers: secret === null ? {} : { 'x-operator-secret': secret },
    payload: body as object,
  });

const rows = () =>
  t.db
    .select({ brand: funnelDaily.brand, day: funnelDaily.day, step: funnelDaily.step, count: funnelDaily.count })
    .from(funnelDaily)
    .orderBy(asc(funnelDaily.day), asc(funnelDaily.brand), asc(funnelDaily.step));

const entry = (over: Record<string, unknown> = {}) => ({
  brand: 'nestwood',
  day: '2026-11-20',
  step: 'view_item',
  count: 1,
  ...over,
});

describe('POST /dashboard/funnel-counts (the storefronts, with the operator secret)', () => {
  it('adds each batch to the day’s count per brand, day and step; the same key twice in a batch is summed', async () => {
    const first = await send({
      counts: [
        entry({ count: 10 }),
        entry({ step: 'add_to_cart', count: 3 }),
        entry({ step: 'add_to_cart', count: 2 }),
        entry({ brand: 'arbor', day: '2026-11-19', step: 'begin_checkout', count: 1 }),
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok', result: { counted: 3 } });
    expect((await send({ counts: [entry({ count: 7 })] })).json().result.counted).toBe(1);
    expect(await rows()).toEqual([
      { brand: 'arbor', day: '2026-11-19', step: 'begin_checkout', count: 1 },
      { brand: 'nestwood', day: '2026-11-20', step: 'add_to_cart', count: 5 },
      { brand: 'nestwood', day: '2026-11-20', step: 'view_item', count: 17 },
    ]);
  });

  it('drops unknown brands and days outside the last 7 days up to tomorrow; an empty batch is fine', async () => {
    const res = await send({
      counts: [
        entry({ brand: 'nobrand' }),
        entry({ day: '2026-11-12' }), // 8 days before
        entry({ day: '2026-11-22' }), // 2 days ahead
        entry({ brand: 'plume', day: '2026-11-13', count: 4 }), // 7 days before: taken
        entry({ brand: 'plume', day: '2026-11-21', count: 2 }), // tomorrow: taken
      ],
    });
    expect(res.json().result.counted).toBe(2);
    const plume = (await rows()).filter((row) => row.brand === 'plume' || row.brand === 'nobrand');
    expect(plume).toEqual([
      { brand: 'plume', day: '2026-11-13', step: 'view_item', count: 4 },
      { brand: 'plume', day: '2026-11-21', step: 'view_item', count: 2 },
    ]);
    expect((await send({ counts: [] })).json().result.counted).toBe(0);
  });

  it.each([
    ['no secret', null],
    ['a wrong secret', 'wrong'],
    ['an empty secret', ''],
  ])('with %s -> 404 as a path that does not exist, before the body is read, nothing counted', async (_rule, secret) => {
    const before = await rows();
    const res = await send({ counts: [entry({ count: 1000 })] }, secret);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No route for POST /dashboard/funnel-counts');
    expect((await send({ nonsense: true }, secret)).statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('the table itself refuses an unknown step and a negative count (its CHECKs)', async () => {
    await expect(
      t.db.insert(funnelDaily).values({ brand: 'arbor', day: '2026-11-20', step: 'orderPaid', count: 1 }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(funnelDaily).values({ brand: 'arbor', day: '2026-11-20', step: 'view_item', count: -1 }),
    ).rejects.toThrow();
  });

  it('is not there at all when the API runs without OPERATOR_SECRET', async () => {
    expect((await send({ counts: [entry()] }, SECRET, noSecret)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown key', { counts: [entry()], extra: 1 }],
    ['an unknown key in an entry', { counts: [entry({ ip: '1.2.3.4' })] }],
    ['an unknown step', { counts: [entry({ step: 'purchase' })] }],
    ['the paid-order event as a step', { counts: [entry({ step: 'orderPaid' })] }],
    ['a count of 0', { counts: [entry({ count: 0 })] }],
    ['a negative count', { counts: [entry({ count: -5 })] }],
    ['a fractional count', { counts: [entry({ count: 1.5 })] }],
    ['a count over 1,000,000', { counts: [entry({ count: 1_000_001 })] }],
    ['a huge count', { counts: [entry({ count: 1e300 })] }],
    ['a count as text', { counts: [entry({ count: '5' })] }],
    ['a day that does not exist', { counts: [entry({ day: '2026-02-30' })] }],
    ['a day with a time', { counts: [entry({ day: '2026-11-20T00:00:00Z' })] }],
    ['a brand with odd bytes', { counts: [entry({ brand: 'nest\u0000wood' })] }],
    ['a brand with a right-to-left mark', { counts: [entry({ brand: 'nestwood\u202e' })] }],
    ['a step with odd bytes', { counts: [entry({ step: 'view_item\ud800' })] }],
    ['more than 500 entries', { counts: Array.from({ length: 501 }, () => entry()) }],
    ['no counts', {}],
  ])('%s -> 400, nothing counted', async (_rule, body) => {
    const before = await rows();
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    expect(await rows()).toEqual(before);
  });
});
