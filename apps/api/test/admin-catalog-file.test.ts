import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@store/core';
import { CATALOG_FILE_BODY_LIMIT_BYTES } from '@store/core/back-office/catalog-file-wire';
import { defaultSelection, variantPrice } from '@store/core/variant';
import { auditLog } from '../src/db/schema';
import { exportCatalog } from '../src/use-cases/catalog/export-catalog';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';

let t: TestApp;
let owner: StaffBrowser;
let manager: StaffBrowser;
let support: StaffBrowser;
let hushlyOnly: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog', brands: ['hushly', 'plume'] });
  owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner' }));
  manager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager' }));
  support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
  hushlyOnly = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['hushly'] }));
});
afterAll(() => t.close());

/** The file's bytes as the staff application uploads them: the body, as JSON. */
const upload = (browser: StaffBrowser, url: string, body: string | Buffer) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: 'http://localhost:3001', 'content-type': 'application/json' },
    cookies: Object.fromEntries(browser.jar),
    remoteAddress: browser.address,
    payload: body,
  });

const download = async (browser: StaffBrowser, brand = 'hushly') => browser.call('GET', `/admin/catalog/file?brand=${brand}`);

/** The file with the first single-priced product's list price up by `cents`, its sale price as the store charges it. */
function withNewPrice(text: string, cents: number): { text: string; id: string; price: number } {
  const file = JSON.parse(text) as { products: Product[] };
  const product = file.products.find((p) => !Array.isArray(p.pricing) && p.bundlePage === undefined);
  if (!product || Array.isArray(product.pricing)) throw new Error('no single-priced product');
  product.pricing.listPrice.amount += cents;
  const price = variantPrice(product, defaultSelection(product)).price;
  product.pricing.price.amount = price;
  return { text: `${JSON.stringify(file, null, 2)}\n`, id: product.id, price };
}

const dryRun = async (browser: StaffBrowser, text: string | Buffer, brand = 'hushly') =>
  upload(browser, `/admin/catalog/file/dry-run?brand=${brand}`, text);
const apply = async (browser: StaffBrowser, text: string | Buffer, plan: string, brand = 'hushly') =>
  upload(browser, `/admin/catalog/file/apply?brand=${brand}&plan=${plan}`, text);

describe('GET /admin/catalog/file', () => {
  it('downloads the brand’s catalogue file, byte for byte what catalog:export writes', async () => {
    const res = await download(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="hushly.json"');
    expect(res.body).toBe(await exportCatalog(t.db, 'hushly'));
    expect(JSON.parse(res.body)).toMatchObject({ format: expect.any(String), brand: 'hushly' });
  });

  it('lets support download (catalog.read)', async () => {
    expect((await download(support)).statusCode).toBe(200);
  });

  it('answers another brand as if it did not exist for a brand-scoped member', async () => {
    const res = await download(hushlyOnly, 'plume');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await download(hushlyOnly, 'hushly')).statusCode).toBe(200);
  });

  it('refuses an unknown brand with 400', async () => {
    expect((await download(owner, 'nowhere')).statusCode).toBe(400);
  });
});

describe('POST /admin/catalog/file/dry-run', () => {
  it('round trip: the downloaded file plans no changes', async () => {
    const res = await dryRun(manager, (await download(manager)).body);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ valid: true, brand: 'hushly', rows: [] });
    expect(res.json().result.planHash).toMatch(/^[0-9a-f]{64}$/);
    expect(res.json().result.sections).toContain('products');
  });

  it('shows a changed price row by row and writes nothing', async () => {
    const before = await exportCatalog(t.db, 'hushly');
    const edited = withNewPrice(before, 5000);
    const res = await dryRun(manager, edited.text);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.rows).toEqual([
      {
        section: 'products',
        key: edited.id,
        change: 'changed',
        fields: ['pricing.price.amount', 'pricing.listPrice.amount'],
      },
    ]);
    expect(await exportCatalog(t.db, 'hushly')).toBe(before);
  });

  it('answers the file’s problems with their paths', async () => {
    const file = JSON.parse((await download(owner)).body) as { products: Array<Record<string, unknown>> };
    file.products[0]!.pirce = 1;
    file.products[1]!.title = 42;
    const res = await dryRun(manager, JSON.stringify(file));
    expect(res.statusCode).toBe(200);
    const { valid, issues } = res.json().result as { valid: boolean; issues: Array<{ path: string; message: string }> };
    expect(valid).toBe(false);
    expect(issues).toContainEqual({ path: `products[0] (id ${String(file.products[0]!.id)}).pirce`, message: 'unknown field' });
    expect(issues.some((i) => i.path === `products[1] (id ${String(file.products[1]!.id)}).title`)).toBe(true);
  });

  it('refuses a file of another brand than the one chosen (400)', async () => {
    const res = await dryRun(owner, (await download(owner, 'plume')).body, 'hushly');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('for the brand plume');
  });

  it.each([
    ['broken JSON', '{"format": "store-catalog", "brand": ', 'not valid JSON'],
    ['an empty body', '', 'empty'],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'not UTF-8'],
    ['a raw control character inside a string', '{"brand": "hush\u0000ly"}', 'not valid JSON'],
  ])('refuses %s with 400', async (_name, body, message) => {
    const res = await dryRun(manager, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(res.json().message).toContain(message);
  });

  it('reads a file saved with a byte-order mark', async () => {
    const res = await dryRun(manager, `\uFEFF${(await download(owner)).body}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.rows).toEqual([]);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await dryRun(manager, Buffer.alloc(CATALOG_FILE_BODY_LIMIT_BYTES + 1, 0x20));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error' });
  });

  it('is refused to support (catalog.edit) and to a brand-scoped member for another brand', async () => {
    const text = (await download(owner, 'plume')).body;
    expect((await dryRun(support, text, 'plume')).statusCode).toBe(403);
    expect((await dryRun(hushlyOnly, text, 'plume')).statusCode).toBe(404);
  });
});

describe('POST /admin/catalog/file/apply', () => {
  const planOf = async (browser: StaffBrowser, text: string, brand = 'hushly') =>
    (await dryRun(browser, text, brand)).json().result.planHash as string;

  it('applies the planned file in one go, audits it and serves the new price', async () => {
    const edited = withNewPrice(await exportCatalog(t.db, 'hushly'), 7000);
    const plan = await planOf(manager, edited.text);
    const res = await apply(manager, edited.text, plan);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ brand: 'hushly', applied: true });
    expect(res.json().result.rows).toHaveLength(1);
    expect(await exportCatalog(t.db, 'hushly')).toBe(edited.text);

    const products = await t.app.inject({ method: 'GET', url: `/products?ids=${edited.id}`, headers: { 'x-brand': 'hushly' } });
    const [served] = products.json().result as Product[];
    expect(variantPrice(served!, defaultSelection(served!)).price).toBe(edited.price);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalog.file-import'), eq(auditLog.targetId, 'hushly')));
    expect(entry).toMatchObject({ brand: 'hushly', targetType: 'catalog' });
    expect(entry!.before).toMatchObject({ plan, rows: { products: expect.any(Number) } });
    expect(entry!.after).toMatchObject({
      changes: { products: { added: 0, changed: 1, removed: 0, reordered: false } },
      changed: [{ section: 'products', key: edited.id, change: 'changed' }],
    });

    // A retry of the same apply finds nothing left to write: harmless.
    const again = await apply(manager, edited.text, plan);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toMatchObject({ applied: false, rows: [] });
  });

  it('refuses a plan made before the store changed (409) and writes nothing', async () => {
    const base = await exportCatalog(t.db, 'hushly');
    const mine = withNewPrice(base, 100);
    const myPlan = await planOf(manager, mine.text);
    const theirs = withNewPrice(base, 200);
    expect((await apply(owner, theirs.text, await planOf(owner, theirs.text))).statusCode).toBe(200);
    const res = await apply(manager, mine.text, myPlan);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect(res.json().message).toContain('run the dry run again');
    expect(await exportCatalog(t.db, 'hushly')).toBe(theirs.text);
  });

  it('refuses another file than the one planned (409)', async () => {
    const base = await exportCatalog(t.db, 'hushly');
    const plan = await planOf(manager, withNewPrice(base, 300).text);
    expect((await apply(manager, withNewPrice(base, 400).text, plan)).statusCode).toBe(409);
    expect(await exportCatalog(t.db, 'hushly')).toBe(base);
  });

  it('checks the file again: a broken one is a 400 and nothing is written', async () => {
    const base = await exportCatalog(t.db, 'hushly');
    const file = JSON.parse(base) as { products: Array<Record<string, unknown>> };
    file.products[0]!.pirce = 1;
    const res = await apply(manager, JSON.stringify(file), 'a'.repeat(64));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('problem');
    expect(await exportCatalog(t.db, 'hushly')).toBe(base);
  });

  it('needs a plan fingerprint (400)', async () => {
    const text = await exportCatalog(t.db, 'hushly');
    expect((await upload(manager, '/admin/catalog/file/apply?brand=hushly', text)).statusCode).toBe(400);
    expect((await apply(manager, text, 'not-a-hash')).statusCode).toBe(400);
  });

  it('is refused to support (403) and to a member of another brand (404)', async () => {
    const text = await exportCatalog(t.db, 'plume');
    const plan = await planOf(owner, text, 'plume');
    expect((await apply(support, text, plan, 'plume')).statusCode).toBe(403);
    const res = await apply(hushlyOnly, text, plan, 'plume');
    expect(res.statusCode).toBe(404);
    expect(await exportCatalog(t.db, 'plume')).toBe(text);
  });
});

describe('every section of the demo store', () => {
  let full: TestApp;
  beforeAll(async () => {
    full = await createTestApp({ seed: 'catalog', brands: ['plume'], coupons: 'demo', reviews: true });
  });
  afterAll(() => full.close());

  it('round trip: the downloaded file with coupons, reviews, showrooms and signals plans no changes', async () => {
    const member = await signedIn(full.app, await makeStaff(full.db, { role: 'owner' }));
    const file = await member.call('GET', '/admin/catalog/file?brand=plume');
    expect(file.statusCode).toBe(200);
    expect(Object.keys(JSON.parse(file.body) as object)).toEqual(expect.arrayContaining(['products', 'coupons', 'reviews']));
    const res = await full.app.inject({
      method: 'POST',
      url: '/admin/catalog/file/dry-run?brand=plume',
      headers: { origin: 'http://localhost:3001', 'content-type': 'application/json' },
      cookies: Object.fromEntries(member.jar),
      remoteAddress: member.address,
      payload: file.body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.issues ?? []).toEqual([]);
    expect(res.json().result).toMatchObject({ valid: true, rows: [] });
  });
});
