import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { VariantRowWire } from '@store/core/catalog-admin/wire';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { shopper } from './support/shopper';
import { auditLog } from '../src/db/schema';

let t: TestApp;
let manager: StaffBrowser;
let support: StaffBrowser;
let otherBrand: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog', brands: ['nestwood'] });
  manager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: 'all' }));
  support = await signedIn(t.app, await makeStaff(t.db, { role: 'support', brands: 'all' }));
  otherBrand = await signedIn(t.app, await makeStaff(t.db, { role: 'owner', brands: ['hushly'] }));
});
afterAll(() => t.close());

// The classic mattress, Queen: list 1299.00 less 25% = 974.25; it is the first base of the mattress-and-platform-bed page.
const QUEEN = 'CLASSICHYB-SZQN';
const variants = async () => {
  const res = await support.call('GET', '/admin/catalog/variants?brand=nestwood');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.variants as VariantRowWire[];
};
const row = async (sku: string) => (await variants()).find((v) => v.sku === sku)!;
const patch = (browser: StaffBrowser, changes: unknown[]) =>
  browser.call('PATCH', '/admin/catalog/variants', { brand: 'nestwood', changes });
const queenInNewCart = async (productID = 'mattress') => {
  const s = shopper(t.app, 'nestwood');
  const cart = s.cart(
    await s.call('POST', '/carts/my/items', {
      items: [{ productID, quantity: 1, properties: [{ name: 'Size', value: 'queen' }] }],
    }),
  );
  return cart.items[0]!.pricing.price.amount;
};

describe('the bulk table of variants', () => {
  it('lists every sellable variant with its price and availability', async () => {
    const queen = await row(QUEEN);
    expect(queen).toMatchObject({
      productId: 'mattress',
      options: [{ name: 'Size', value: 'queen', title: 'Queen' }],
      price: 97425,
      listPrice: 129900,
      priceFromParts: false,
      isActive: true,
    });
    expect(queen.version).toMatch(/^[0-9a-f]{16}$/);
    const bundlePage = (await variants()).filter((v) => v.productId === 'mattress-and-platform-bed');
    expect(bundlePage.length).toBeGreaterThan(0);
    expect(bundlePage.every((v) => v.priceFromParts)).toBe(true);
  });

  it("refuses a stranger, support a change, and a brand outside the member's (404)", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/catalog/variants?brand=nestwood' })).statusCode).toBe(401);
    const { version } = await row(QUEEN);
    expect((await patch(support, [{ sku: QUEEN, version, price: 1 }])).statusCode).toBe(403);
    expect((await otherBrand.call('GET', '/admin/catalog/variants?brand=nestwood')).statusCode).toBe(404);
    expect((await patch(otherBrand, [{ sku: QUEEN, version, isActive: false }])).statusCode).toBe(404);
  });

  it.each([
    [{ price: -1 }],
    [{ price: 12.5 }],
    [{ price: 1e12 }],
    [{ price: '100' }],
    [{ isActive: 'yes' }],
    [{ shippingTo: 9999 }],
    [{ total: 5 }],
  ])('refuses a bad change %j', async (fields) => {
    const { version } = await row(QUEEN);
    expect((await patch(manager, [{ sku: QUEEN, version, ...fields }])).statusCode).toBe(400);
  });

  it('names an unknown sku and a bad shipping window at the sku', async () => {
    const { version } = await row(QUEEN);
    const res = await patch(manager, [
      { sku: 'GHOST-SZQN', version, isActive: false },
      { sku: QUEEN, version, shippingFrom: 9, shippingTo: 2 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`)).toEqual([
      'GHOST-SZQN: the brand sells no variant with sku GHOST-SZQN',
      'CLASSICHYB-SZQN: CLASSICHYB-SZQN: the shipping window ends (2) before it starts (9)',
    ]);
  });

  it('changes a price and availability as one change: the storefront and a new cart charge it at once, the bundle page follows', async () => {
    expect(await queenInNewCart()).toBe(97425);
    const queen = await row(QUEEN);
    const king = await row('CLASSICHYB-SZKG');
    const res = await patch(manager, [
      { sku: QUEEN, version: queen.version, price: 89900 },
      {
        sku: 'CLASSICHYB-SZKG',
        version: king.version,
        isInStock: false,
        isBackOrderAllowed: true,
        shippingFrom: 10,
        shippingTo: 20,
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ changed: true, repriced: ['mattress-and-platform-bed'] });

    expect(await queenInNewCart()).toBe(89900);
    const page = await t.app.inject({ method: 'GET', url: '/products/mattress', headers: { 'x-brand': 'nestwood' } });
    expect(JSON.stringify(page.json())).toContain('"amount":89900');
    expect(await row(QUEEN)).toMatchObject({ price: 89900, listPrice: 129900 });
    expect(await row('CLASSICHYB-SZKG')).toMatchObject({
      price: 97425 + 23250,
      isInStock: false,
      isBackOrderAllowed: true,
      shippingFrom: 10,
      shippingTo: 20,
    });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'product'), inArray(auditLog.targetId, ['mattress', 'mattress-and-platform-bed'])))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.targetId])).toEqual([
      ['catalog.product-update', 'mattress'],
      ['catalog.bundle-reprice', 'mattress-and-platform-bed'],
    ]);

    // The same save again (a retry after a lost answer) changes nothing; another change on the old version is a 409.
    const retry = await patch(manager, [{ sku: QUEEN, version: queen.version, price: 89900 }]);
    expect([retry.statusCode, retry.json().result?.changed]).toEqual([200, false]);
    const stale = await patch(manager, [{ sku: QUEEN, version: queen.version, price: 88800 }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed since you loaded the table');
  });
});

describe('the price sheet', () => {
  it('downloads every variant with prices in dollars', async () => {
    const res = await support.call('GET', '/admin/catalog/variants/csv?brand=nestwood');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'sku,product,options,currency,price_dollars,list_price_dollars,active,in_stock,back_order,ship_from_days,ship_to_days,white_glove_from_days,white_glove_to_days',
    );
    expect(lines.find((l) => l.startsWith('LUXEHYB-SZQN,'))).toBe(
      'LUXEHYB-SZQN,Nestwood Luxe Hybrid Mattress,Size Queen,USD,1574.25,2099.00,yes,yes,no,2,3,7,14',
    );
    expect((await otherBrand.call('GET', '/admin/catalog/variants/csv?brand=nestwood')).statusCode).toBe(404);
  });

  it('dry-runs an upload: changes line by line, problems by line, nothing written; Apply sends the changes', async () => {
    const csv = [
      'sku,price_dollars,in_stock',
      'LUXEHYB-SZQN,1499.00,yes',
      'GHOST-1,10.00,yes',
      'LUXEHYB-SZKG,1.999,yes',
      'LUXEHYB-SZQN,1.00,yes',
      'LUXEHYB-SZTW,-5,no',
      'LUXEHYB-SZFU,,no',
    ].join('\n');
    const res = await manager.call('POST', '/admin/catalog/variants/csv', { brand: 'nestwood', csv });
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json().result;
    expect(check.errors.map((e: { line: number; message: string }) => `${e.line}: ${e.message}`)).toEqual([
      '3: the brand sells no variant with sku "GHOST-1"',
      '4: price_dollars: "1.999" is not a price: write dollars with up to two decimals and no sign or symbol, like 1299.00',
      '5: LUXEHYB-SZQN is also on line 2',
      '6: price_dollars: "-5" is not a price: write dollars with up to two decimals and no sign or symbol, like 1299.00',
    ]);
    expect(check.changes.map((c: { line: number; sku: string; fields: unknown[] }) => [c.line, c.sku, c.fields])).toEqual([
      [2, 'LUXEHYB-SZQN', [{ field: 'price', before: '1574.25', after: '1499.00' }]],
      [7, 'LUXEHYB-SZFU', [{ field: 'isInStock', before: 'yes', after: 'no' }]],
    ]);
    expect(await row('LUXEHYB-SZQN')).toMatchObject({ price: 157425 });

    const apply = await patch(
      manager,
      check.changes.map((c: { change: unknown }) => c.change),
    );
    expect(apply.statusCode, apply.body).toBe(200);
    expect(await row('LUXEHYB-SZQN')).toMatchObject({ price: 149900 });
    expect(await queenInNewCart('luxe-hybrid-mattress')).toBe(149900);
  });

  it('names a file that is not CSV, refuses support and a sheet too large', async () => {
    const broken = await manager.call('POST', '/admin/catalog/variants/csv', {
      brand: 'nestwood',
      csv: 'sku,active\n"LUXEHYB-SZQN,no\n',
    });
    expect(broken.json().result.errors[0].message).toContain('the file is not CSV');
    expect((await support.call('POST', '/admin/catalog/variants/csv', { brand: 'nestwood', csv: 'sku,active' })).statusCode).toBe(
      403,
    );
    const huge = await manager.call('POST', '/admin/catalog/variants/csv', { brand: 'nestwood', csv: 'x'.repeat(1_000_001) });
    expect(huge.statusCode).toBe(400);
    const odd = await manager.call('POST', '/admin/catalog/variants/csv', {
      brand: 'nestwood',
      csv: 'sku,active\nLUXEHYB-SZQN,n\u0000o',
    });
    expect(odd.json().result.errors).toEqual([
      { line: 2, message: 'a cell holds control characters or bytes that are not UTF-8 text' },
    ]);
  });
});
