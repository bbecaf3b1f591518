import { describe, expect, it } from 'vitest';
import { encodeCartSkus, type BrandKey, type Product, type RecommendationResult } from '@store/core';
import { recordEvent } from '../src/db/repositories/carts';
import { readPaidCounts, readPopularity } from '../src/db/repositories/recommendation-signals';
import { writeSignals } from '../src/db/repositories/store-data-write';
import { importCatalog } from '../src/use-cases/catalog/import-catalog';
import { jobHandlers } from '../src/jobs/handlers';
import { countRecommendationSignals } from '../src/jobs/handlers/count-recommendation-signals';
import { relayOutbox } from '../src/jobs/outbox-relay';
import { createWorker } from '../src/jobs/worker';
import { sandboxMailTransport } from '../src/email/transport';
import { sandboxMessagingClient } from '../src/messaging/messaging-client';
import { orders } from '../src/db/schema';
import { randomBase62 } from '../src/ids';
import { makeOffer, makeProduct, sizeProperty } from './support/factories';
import { quietLog, useTestApp } from './support/test-app';

/** GET /recommendations/v3/{type} over factory products and hand-set signals. */
const sizes = sizeProperty([
  { value: 'queen', code: 'QN', priceDiff: 0 },
  { value: 'king', code: 'KG', priceDiff: 20000 },
  { value: 'twin', code: 'TW', priceDiff: -20000 },
]);
const product = (id: string, group: Product['attributes']['group'], extra: Partial<Product> = {}) =>
  makeProduct({ id, properties: [sizes], attributes: { group, markers: [] }, ...extra });

const mattress = product('rec-mattress', 'mattress');
const hybrid = product('rec-hybrid', 'mattress');
const sheets = product('rec-sheets', 'bedding');
const pillow = product('rec-pillow', 'bedding');
const frame = product('rec-frame', 'bed-frame');
const dresser = product('rec-dresser', 'furniture');
/** Bundle box: the Serenity bundle's inventory key, one sku per size. */
const box = product('rec-serenity', 'bedding', { inventoryKey: 'SRNBNDL' });
const retired = product('rec-retired', 'bedding', {
  availability: Object.fromEntries(
    ['QN', 'KG', 'TW'].map((c) => [`RECRETIRED-SZ${c}`, { ...mattress.availability['RECMATTRESS-SZQN']!, isActive: false }]),
  ),
});
const plan = product('rec-plan', 'warranty', { properties: [] });
const CATALOGUE = [mattress, hybrid, sheets, pillow, frame, dresser, box, retired, plan];

const t = useTestApp({
  seed: { nestwood: CATALOGUE, 'nestwood-ca': CATALOGUE, driftvale: CATALOGUE },
  upsells: { nestwood: [makeOffer('nestwood', frame, { name: 'frame-offer', kind: 'furniture', sellsWith: ['mattress'] })] },
});

const DD = 'dEvIcE_id-0123456789ab';
const get = (url: string, brand: BrandKey = 'nestwood') => t.app.inject({ method: 'GET', url, headers: { 'x-brand': brand } });
async function row(
  type: string,
  query: Record<string, string> = {},
  brand: BrandKey = 'nestwood',
): Promise<RecommendationResult> {
  const res = await get(`/recommendations/v3/${type}?${new URLSearchParams({ dd: DD, ...query }).toString()}`, brand);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('ok');
  return res.json().result as RecommendationResult;
}
const keys = (r: RecommendationResult) => r.products.map((p) => p.key);

/** The starting signals of a brand in a region (what a catalogue file's signals section writes). */
async function seed(brand: BrandKey, region: string, pop: Record<string, number>, pairs: Array<[string, string, number]> = []) {
  await writeSignals(
    t.db,
    { brand, region },
    {
      popularity: Object.entries(pop).map(([productId, count]) => ({ productId, count })),
      pairs: pairs.map(([a, b, count]) => ({ a, b, count })),
    },
  );
}

describe('GET /recommendations/v3/{type}: contexts', () => {
  it('seeds', async () => {
    await seed('nestwood', 'US', { 'rec-dresser': 90, 'rec-pillow': 40, 'rec-sheets': 20, 'rec-hybrid': 80 }, [
      ['rec-mattress', 'rec-sheets', 30],
      ['rec-mattress', 'rec-pillow', 10],
    ]);
  });

  it.each([
    ['homepage', 'Popular right now', 'recs-popular-v1'],
    ['other', 'You may also like', 'recs-popular-v1'],
  ])('%s: popularity ranks, with the context name and strategy id', async (type, name, strId) => {
    const result = await row(type);
    expect(result.name).toBe(name);
    expect(keys(result).slice(0, 4)).toEqual(['rec-dresser', 'rec-hybrid', 'rec-pillow', 'rec-sheets']);
    expect(result.products.every((p) => p.strId === strId)).toBe(true);
    expect(result.products[0]).toEqual({ key: 'rec-dresser', sku: 'RECDRESSER-SZQN', score: 1, strId });
  });

  it('category: the category groups first (bedding), then popularity', async () => {
    const result = await row('category', { category: 'bedding' });
    expect(result.name).toBe('Top picks in this category');
    expect(keys(result).slice(0, 3)).toEqual(['rec-pillow', 'rec-sheets', 'rec-serenity']);
  });

  it('product: co-purchase with the viewed product leads, the sellsWith rule next, the product itself excluded', async () => {
    const result = await row('product', { productId: 'rec-mattress' });
    expect(result).toMatchObject({ name: 'Frequently bought together' });
    expect(keys(result).slice(0, 3)).toEqual(['rec-sheets', 'rec-pillow', 'rec-frame']);
    expect(keys(result)).not.toContain('rec-mattress');
    expect(result.products.every((p) => p.strId === 'recs-co-purchase-v1')).toBe(true);
  });

  it('cart: anchored on the cart, its products excluded', async () => {
    const result = await row('cart', { cartSkus: encodeCartSkus(['RECMATTRESS-SZKG', 'RECPILLOW-SZQN']) });
    expect(result.name).toBe('Complete your bedroom');
    expect(keys(result)[0]).toBe('rec-sheets');
    expect(keys(result)).not.toContain('rec-mattress');
    expect(keys(result)).not.toContain('rec-pillow');
  });

  it('every context excludes the cart, inactive products and warranties', async () => {
    for (const type of ['homepage', 'category', 'product', 'cart', 'other']) {
      const result = await row(type, { cartSkus: encodeCartSkus(['RECDRESSER-SZQN']), productId: 'rec-hybrid' });
      expect(keys(result)).not.toContain('rec-dresser');
      expect(keys(result)).not.toContain('rec-retired');
      expect(keys(result)).not.toContain('rec-plan');
    }
  });

  it('limit cuts the row (default 8)', async () => {
    expect((await row('homepage', { limit: '2' })).products).toHaveLength(2);
    expect((await row('homepage')).products.length).toBeLessThanOrEqual(8);
  });
});

describe('bundle box sku rewrite', () => {
  it.each([
    ['the cart size (king)', ['RECMATTRESS-SZKG'], 'SRNBNDL-SZKG'],
    ['the cart size (twin)', ['RECSHEETS-SZTW'], 'SRNBNDL-SZTW'],
    ['queen without a sized cart', [], 'SRNBNDL-SZQN'],
  ])('the bundle box slot carries the box sku of %s', async (_label, skus, sku) => {
    const result = await row('homepage', { cartSkus: encodeCartSkus(skus), limit: '12' });
    expect(result.products.find((p) => p.key === 'rec-serenity')?.sku).toBe(sku);
  });
});

describe('fallback answers', () => {
  it('an unknown viewed product anchors nothing: the popularity row', async () => {
    const result = await row('product', { productId: 'no-such-product' });
    expect(keys(result).slice(0, 2)).toEqual(['rec-dresser', 'rec-hybrid']);
  });

  it('a product without any pair falls back to sellsWith and popularity', async () => {
    const result = await row('product', { productId: 'rec-hybrid' });
    expect(keys(result)[0]).toBe('rec-frame');
    expect(keys(result)).toContain('rec-dresser');
  });

  it('unknown cart skus are ignored', async () => {
    const result = await row('cart', { cartSkus: encodeCartSkus(['NOPE-SZQN']) });
    expect(keys(result)[0]).toBe('rec-dresser');
  });
});

describe('per brand and per region', () => {
  it('another brand and another region have their own signals', async () => {
    await seed('driftvale', 'US', { 'rec-frame': 500 });
    await seed('nestwood-ca', 'CA', { 'rec-sheets': 500 });
    expect(keys(await row('homepage', {}, 'driftvale'))[0]).toBe('rec-frame');
    expect(keys(await row('homepage', {}, 'nestwood-ca'))[0]).toBe('rec-sheets');
    expect(keys(await row('homepage'))[0]).toBe('rec-dresser');
  });

  it("a region's signals of the same brand do not leak (CA counts written for nestwood are not read by nestwood US)", async () => {
    await seed('nestwood', 'CA', { 'rec-frame': 9999 });
    expect(keys(await row('homepage'))[0]).toBe('rec-dresser');
  });
});

describe('400s with a clear message', () => {
  it.each([
    ['an unknown type', '/recommendations/v3/checkout?dd=abc', /type must be one of category, homepage, cart, product, other/],
    ['a missing dd', '/recommendations/v3/homepage', /dd \(the device id\) is required/],
    ['a dd with bad characters', '/recommendations/v3/homepage?dd=a%20b', /dd must be 1 to 64 letters/],
    ['a dd over 64 characters', `/recommendations/v3/homepage?dd=${'a'.repeat(65)}`, /dd must be 1 to 64/],
    ['cartSkus that is not base64', '/recommendations/v3/cart?dd=abc&cartSkus=%25%25%25', /cartSkus must be base64/],
    [
      'cartSkus with a bad sku',
      `/recommendations/v3/cart?dd=abc&cartSkus=${encodeURIComponent(btoa('ok-sku,<script>'))}`,
      /invalid sku/,
    ],
    [
      'cartSkus with more than 50 skus',
      `/recommendations/v3/cart?dd=abc&cartSkus=${encodeURIComponent(btoa(Array.from({ length: 51 }, (_, i) => `S${i}`).join(',')))}`,
      /at most 50 skus/,
    ],
    ['cartSkus over 4 KB', `/recommendations/v3/cart?dd=abc&cartSkus=${'QUJD'.repeat(1100)}`, /at most 4096/],
    ['a limit of 0', '/recommendations/v3/homepage?dd=abc&limit=0', /limit must be a whole number from 1 to 12/],
    ['a limit of 13', '/recommendations/v3/homepage?dd=abc&limit=13', /limit must be a whole number from 1 to 12/],
    ['a bad productId', '/recommendations/v3/product?dd=abc&productId=..%2Fx', /productId/],
    ['an unknown category', '/recommendations/v3/category?dd=abc&category=shoes', /category must be one of/],
  ])('%s', async (_label, url, message) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(res.json().message).toMatch(message);
  });
});

describe('the orderPaid job counts a paid order once', () => {
  async function paidOrder(brand: BrandKey, lines: Array<[Product, number]>): Promise<string> {
    const id = randomBase62(24);
    const items = lines.map(([p, quantity]) => ({
      itemIdentifier: randomBase62(12),
      sku: `${p.inventoryKey}-SZQN`,
      product: {
        id: p.id,
        name: p.name,
        title: p.title,
        inventoryKey: p.inventoryKey,
        relatedProducts: [],
        group: p.attributes.group,
      },
      properties: [{ name: 'Size', value: 'queen' }],
      quantity,
      forItem: null,
    }));
    const address = {
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '5551234567',
      address: { line1: '1 Main St', line2: '', zip: '94105', city: 'San Francisco', state: 'CA', country: 'US' },
    };
    await t.db.insert(orders).values({
      id,
      shortId: randomBase62(8).toUpperCase(),
      brand,
      sessionHash: 'session',
      cartId: randomBase62(24),
      status: 'paid',
      email: 'ann@example.com',
      shippingDetails: address,
      billingDetails: address,
      paymentDetails: { billingProvider: 'stripeDirect', customerID: null },
      cart: { id: randomBase62(24), items } as never,
      totalAmount: 1000,
      currency: 'USD',
      emailKey: 'ann@example.com',
      phoneKey: '5551234567',
      zipKey: '94105',
      paidAt: new Date(),
    });
    return id;
  }

  const worker = () =>
    createWorker({
      db: t.db,
      log: quietLog,
      handlers: jobHandlers({ mail: sandboxMailTransport, messaging: sandboxMessagingClient(() => undefined) }),
      beforeClaim: (now) => relayOutbox(t.db, now),
    });
  async function drain() {
    const w = worker();
    while ((await w.runOnce()) > 0);
  }

  it('two orderPaid events and a re-run of the job add the order once; warranty lines are not counted', async () => {
    const scope = { brand: 'driftvale' as const, region: 'US' };
    const before = await readPaidCounts(t.db, scope);
    expect(before).toEqual({ units: {}, pairs: {} });
    const id = await paidOrder('driftvale', [
      [mattress, 1],
      [pillow, 2],
      [plan, 1],
    ]);
    await recordEvent(t.db, 'driftvale', 'orderPaid', null, { orderId: id });
    await recordEvent(t.db, 'driftvale', 'orderPaid', null, { orderId: id });
    await drain();
    const expected = {
      units: { 'rec-mattress': 1, 'rec-pillow': 2 },
      pairs: { 'rec-mattress+rec-pillow': 1, 'rec-pillow+rec-mattress': 1 },
    };
    expect(await readPaidCounts(t.db, scope)).toEqual(expected);
    // The job itself run again (a retry after a lost completion) counts nothing.
    await countRecommendationSignals(
      { orderId: id, brand: 'driftvale' },
      { db: t.db, log: quietLog, now: new Date(), job: {} as never },
    );
    expect(await readPaidCounts(t.db, scope)).toEqual(expected);
  });

  it('a second paid order adds to the counts, and the row follows them', async () => {
    await paidOrder('driftvale', [
      [mattress, 1],
      [pillow, 1],
    ]).then((id) => recordEvent(t.db, 'driftvale', 'orderPaid', null, { orderId: id }));
    await drain();
    const counts = await readPaidCounts(t.db, { brand: 'driftvale', region: 'US' });
    expect(counts.pairs['rec-mattress+rec-pillow']).toBe(2);
    expect(counts.units['rec-pillow']).toBe(3);
    expect(keys(await row('product', { productId: 'rec-mattress' }, 'driftvale'))[0]).toBe('rec-pillow');
    // Another brand's paid orders are not its signals.
    expect(await readPaidCounts(t.db, { brand: 'nestwood', region: 'US' })).toEqual({ units: {}, pairs: {} });
  });

  it('imported starting signals sit beside the paid counts, and importing them again keeps the paid counts', async () => {
    const scope = { brand: 'driftvale' as const, region: 'US' };
    const paid = await readPaidCounts(t.db, scope);
    const file = {
      format: 'store-catalog',
      version: 1,
      brand: 'driftvale',
      signals: { popularity: [{ productId: 'rec-pillow', count: 7 }], pairs: [{ a: 'rec-pillow', b: 'rec-mattress', count: 4 }] },
    };
    for (const count of [5, 7]) {
      file.signals.popularity[0]!.count = count;
      const imported = await importCatalog(t.db, [{ name: 'signals.json', data: file }]);
      expect(imported.ok ? 'ok' : imported.errors).toBe('ok');
    }
    expect(await readPaidCounts(t.db, scope)).toEqual(paid);
    // The pillow's 3 paid units (the test above) and its 7 starting ones: the second import set them, it added nothing.
    expect((await readPopularity(t.db, scope)).get('rec-pillow')).toBe(3 + 7);
  });

  it('an order that is not paid fails the job (it is retried), counting nothing', async () => {
    await expect(
      countRecommendationSignals(
        { orderId: 'missing-order', brand: 'nestwood' },
        { db: t.db, log: quietLog, now: new Date(), job: {} as never },
      ),
    ).rejects.toThrow(/not found/);
  });
});
