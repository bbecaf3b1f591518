import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { coupons } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { onPostgres, twoInstancesOnPostgres } from './support/two-instances';
import { insertOrder, sessionShopper } from './support/order-factory';
import { CARDS, chargesOf, pay, tokenize } from './support/payments';
import { COUPONS } from './support/test-store';

const newShopper = sessionShopper;

describe('one order, at most one charge, whatever the concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ coupons: { arbor: [COUPONS.once50] } });
  });
  afterAll(async () => t.close());

  it('50 concurrent pays of one order (each with its own key): one succeeded payment row and one charge', async () => {
    const s = await newShopper(t.app);
    const order = await insertOrder(t.db, { sessionHash: s.hash });
    const tokens = await Promise.all(Array.from({ length: 50 }, () => tokenize(s, CARDS.succeeds)));
    const answers = await Promise.all(tokens.map((token, i) => pay(t.app, s, order.id, { paymentToken: token }, `k${i}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.every((a) => a.json().result.order.status === 'paid')).toBe(true);
    const { succeeded, charges, payments } = await chargesOf(t.db, order.id);
    expect(succeeded).toHaveLength(1);
    expect(payments).toHaveLength(1);
    expect(charges).toHaveLength(1);
  });

  it('ONCE50 on two orders paid at the same moment: exactly one is paid, the other refused before a charge', async () => {
    const a = await newShopper(t.app, 'arbor');
    const b = await newShopper(t.app, 'arbor');
    const orderA = await insertOrder(t.db, { brand: 'arbor', sessionHash: a.hash, couponCode: 'ONCE50' });
    const orderB = await insertOrder(t.db, { brand: 'arbor', sessionHash: b.hash, couponCode: 'ONCE50' });
    const [tokenA, tokenB] = [await tokenize(a, CARDS.succeeds), await tokenize(b, CARDS.succeeds)];
    const answers = await Promise.all([
      pay(t.app, a, orderA.id, { paymentToken: tokenA }),
      pay(t.app, b, orderB.id, { paymentToken: tokenB }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const charged = (await chargesOf(t.db, orderA.id)).charges.length + (await chargesOf(t.db, orderB.id)).charges.length;
    expect(charged).toBe(1);
    const [row] = await t.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.brand, 'arbor'), eq(coupons.code, 'ONCE50')));
    expect(row?.redemptions).toBe(1);
  });
});

/** Two API instances, each with its own connection pool, on one PostgreSQL database behave like one. */
describe.skipIf(!onPostgres)('two API instances on one PostgreSQL database', () => {
  const { apps, dbs } = twoInstancesOnPostgres('pay', async () => undefined);

  it('50 pays of one order spread over both instances: one charge; the same key on both replays one answer', async () => {
    const [one, two] = [apps[0]!, apps[1]!];
    const s = await newShopper(one);
    const order = await insertOrder(dbs[0]!, { sessionHash: s.hash });
    const tokens = await Promise.all(Array.from({ length: 50 }, () => tokenize(s, CARDS.succeeds)));
    const answers = await Promise.all(
      tokens.map((token, i) => pay(i % 2 === 0 ? one : two, s, order.id, { paymentToken: token }, `spread-${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const { succeeded, charges } = await chargesOf(dbs[0]!, order.id);
    expect(succeeded).toHaveLength(1);
    expect(charges).toHaveLength(1);

    const second = await insertOrder(dbs[0]!, { sessionHash: s.hash });
    const body = { paymentToken: await tokenize(s, CARDS.succeeds) };
    const both = await Promise.all([pay(one, s, second.id, body, 'same'), pay(two, s, second.id, body, 'same')]);
    expect(both.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(both[0]!.body).toBe(both[1]!.body);
    expect((await chargesOf(dbs[0]!, second.id)).charges).toHaveLength(1);
  });
});
