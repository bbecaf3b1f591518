import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { auditLog } from '../src/db/schema';
import type { ExperimentWire } from '@store/core/experiments/admin-wire';

const SECRET = 'o'.repeat(40);
let t: TestApp;
let manager: StaffBrowser;
let owner: StaffBrowser;
let support: StaffBrowser;
let plumeManager: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp({ operatorSecret: SECRET });
  manager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] }));
  owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner' }));
  support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
  plumeManager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['plume'] }));
});
afterAll(() => t.close());

const list = async (browser: StaffBrowser, brand: string) => browser.call('GET', `/admin/experiments?brand=${brand}`);
const experiment = async (brand: string, name: string): Promise<ExperimentWire> =>
  (await list(owner, brand)).json().result.experiments.find((e: ExperimentWire) => e.name === name);
const put = (browser: StaffBrowser, brand: string, name: string, body: unknown) =>
  browser.call('PUT', `/admin/experiments/${brand}/${name}`, body);
const settings = async () => (await t.app.inject({ method: 'GET', url: '/experiments/settings' })).json().result.brands;
const sendExposures = (exposures: unknown, secret: string | undefined = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/experiments/exposures',
    headers: secret ? { 'x-operator-secret': secret } : {},
    payload: { exposures },
  });

describe('GET /admin/experiments?brand=', () => {
  it('lists the brand’s registry with registry and effective weights, no change yet', async () => {
    const res = await list(manager, 'nestwood');
    expect(res.statusCode).toBe(200);
    const premier = res.json().result.experiments.find((e: ExperimentWire) => e.name === 'recommendation-strategy');
    expect(premier).toEqual({
      brand: 'nestwood',
      name: 'recommendation-strategy',
      enabled: true,
      version: 0,
      control: 'co-purchase',
      variants: [
        { name: 'co-purchase', registryWeight: 50, weight: 50, exposures: 0, flags: [], strategyId: 'nw-co-purchase' },
        { name: 'popular', registryWeight: 50, weight: 50, exposures: 0, flags: [], strategyId: 'nw-popular' },
      ],
      lastChange: null,
    });
  });

  it.each([
    ['a stranger', null, 'nestwood', 401],
    ['support', 'support', 'nestwood', 403],
    ['a manager of another brand', 'plume', 'nestwood', 404],
    ['an unknown brand', 'manager', 'atlantis', 404],
    ['no brand', 'manager', '', 400],
  ] as const)('%s', async (_who, who, brand, status) => {
    const browser = { support, plume: plumeManager, manager }[who ?? 'manager'];
    const url = brand === '' ? '/admin/experiments' : `/admin/experiments?brand=${brand}`;
    const res = who === null ? await t.app.inject({ method: 'GET', url }) : await browser.call('GET', url);
    expect(res.statusCode).toBe(status);
  });
});

describe('PUT /admin/experiments/:brand/:name', () => {
  it('saves a split, then turns the experiment off; each change audited with before and after', async () => {
    const first = await put(manager, 'nestwood', 'premier-bundle', {
      enabled: true,
      weights: { serenity: 20, premier: 80 },
      version: 0,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({
      enabled: true,
      version: 1,
      variants: [
        { name: 'serenity', registryWeight: 50, weight: 20 },
        { name: 'premier', registryWeight: 50, weight: 80 },
      ],
      lastChange: { by: expect.stringContaining('manager-') },
    });
    const off = await put(manager, 'nestwood', 'premier-bundle', {
      enabled: false,
      weights: { serenity: 20, premier: 80 },
      version: 1,
    });
    expect(off.json().result).toMatchObject({ enabled: false, version: 2 });
    expect((await settings()).nestwood['premier-bundle']).toEqual({ enabled: false, weights: { serenity: 20, premier: 80 } });
    const audit = await t.db
      .select({ action: auditLog.action, brand: auditLog.brand, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.targetId} = 'nestwood/premier-bundle'`)
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      {
        action: 'experiment.update',
        brand: 'nestwood',
        before: { enabled: true, weights: null, version: 0 },
        after: { enabled: true, weights: { serenity: 20, premier: 80 }, version: 1 },
      },
      {
        action: 'experiment.update',
        brand: 'nestwood',
        before: { enabled: true, weights: { serenity: 20, premier: 80 }, version: 1 },
        after: { enabled: false, weights: { serenity: 20, premier: 80 }, version: 2 },
      },
    ]);
  });

  it('a stale version is a 409 and changes nothing; a retry of a save that went through answers the same', async () => {
    const body = { enabled: true, weights: { control: 90, keep: 10 }, version: 0 };
    expect((await put(manager, 'nestwood', 'keep-coupon', body)).statusCode).toBe(200);
    const replay = await put(manager, 'nestwood', 'keep-coupon', body);
    expect([replay.statusCode, replay.json().result.version]).toEqual([200, 1]);
    const stale = await put(owner, 'nestwood', 'keep-coupon', { ...body, weights: { control: 50, keep: 50 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed this experiment/);
    expect((await experiment('nestwood', 'keep-coupon')).variants.map((v) => v.weight)).toEqual([90, 10]);
  });

  it('two saves of the same version at once: one wins, the other is a 409', async () => {
    const results = await Promise.all(
      [10, 20].map((keep) =>
        put(owner, 'nestwood', 'pillow-size', { enabled: true, weights: { standard: 100 - keep, king: keep }, version: 0 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    [
      'a split not adding to 100',
      { enabled: true, weights: { on: 60, off: 30 }, version: 0 },
      /add up to 100 \(they add up to 90\)/,
    ],
    ['an unknown variant', { enabled: true, weights: { on: 50, off: 40, gold: 10 }, version: 0 }, /has no variant gold/],
    ['a missing variant', { enabled: true, weights: { on: 100 }, version: 0 }, /weight of variant off is missing/],
    ['a fraction', { enabled: true, weights: { on: 50.5, off: 49.5 }, version: 0 }, /./],
    ['a negative weight', { enabled: true, weights: { on: 110, off: -10 }, version: 0 }, /./],
    ['a huge weight', { enabled: true, weights: { on: 1e300, off: 0 }, version: 0 }, /./],
    ['an unknown key', { enabled: true, weights: { on: 100, off: 0 }, version: 0, price: 1 }, /./],
    ['enabled not a boolean', { enabled: 'yes', weights: { on: 100, off: 0 }, version: 0 }, /./],
    ['no version', { enabled: true, weights: { on: 100, off: 0 } }, /./],
    ['odd bytes in a variant name', { enabled: true, weights: { 'o\u0000n': 100, off: 0 }, version: 0 }, /./],
  ])('%s -> 400', async (_rule, body, message) => {
    const res = await put(manager, 'nestwood', 'dynamic-yield', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it.each([
    ['support', () => support, 'nestwood', 'dynamic-yield', 403],
    ['another brand’s manager', () => plumeManager, 'nestwood', 'dynamic-yield', 404],
    ['an unknown experiment', () => manager, 'nestwood', 'gold-bed', 404],
    ['an experiment the brand does not run', () => owner, 'plume', 'premier-bundle', 404],
    ['an unknown brand', () => owner, 'atlantis', 'dynamic-yield', 404],
  ])('%s', async (_who, browser, brand, name, status) => {
    const res = await put(browser(), brand, name, { enabled: false, weights: { on: 100, off: 0 }, version: 0 });
    expect(res.statusCode).toBe(status);
  });

  it('a stranger -> 401', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin/experiments/nestwood/dynamic-yield',
      payload: { enabled: false, weights: { on: 100, off: 0 }, version: 0 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the storefront servers’ calls', () => {
  it('exposures are added per brand, experiment and variant; unknown names are dropped; shown on the list', async () => {
    const res = await sendExposures([
      { brand: 'arbor', experiment: 'recommendation-strategy', variant: 'popular', count: 3 },
      { brand: 'arbor', experiment: 'recommendation-strategy', variant: 'popular', count: 2 },
      { brand: 'arbor', experiment: 'recommendation-strategy', variant: 'co-purchase', count: 4 },
      { brand: 'arbor', experiment: 'premier-bundle', variant: 'premier', count: 9 },
      { brand: 'atlantis', experiment: 'x', variant: 'y', count: 9 },
    ]);
    expect(res.json()).toEqual({ status: 'ok', result: { counted: 2 } });
    await sendExposures([{ brand: 'arbor', experiment: 'recommendation-strategy', variant: 'popular', count: 1 }]);
    const counts = (await experiment('arbor', 'recommendation-strategy')).variants.map((v) => [v.name, v.exposures]);
    expect(counts).toEqual([
      ['co-purchase', 4],
      ['popular', 6],
    ]);
  });

  it.each([
    ['no secret', '', 404],
    ['a wrong secret', 'x'.repeat(40), 404],
  ])('exposures with %s -> 404, nothing counted', async (_rule, secret, status) => {
    const res = await sendExposures([{ brand: 'harbor', experiment: 'keep-coupon', variant: 'keep', count: 5 }], secret);
    expect(res.statusCode).toBe(status);
    expect((await experiment('harbor', 'keep-coupon')).variants[1]?.exposures).toBe(0);
  });

  it.each([
    ['a count of 0', [{ brand: 'harbor', experiment: 'keep-coupon', variant: 'keep', count: 0 }]],
    ['a huge count', [{ brand: 'harbor', experiment: 'keep-coupon', variant: 'keep', count: 1e12 }]],
    [
      'too many entries',
      Array.from({ length: 501 }, () => ({ brand: 'harbor', experiment: 'keep-coupon', variant: 'keep', count: 1 })),
    ],
    ['an extra key', [{ brand: 'harbor', experiment: 'keep-coupon', variant: 'keep', count: 1, at: 1 }]],
  ])('exposures with %s -> 400', async (_rule, exposures) => {
    expect((await sendExposures(exposures)).statusCode).toBe(400);
  });

  it('GET /experiments/settings is public and lists only saved settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/experiments/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().result.brands.plume).toBeUndefined();
  });
});
