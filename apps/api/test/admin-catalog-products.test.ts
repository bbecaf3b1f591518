import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Product } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { auditLog } from '../src/db/schema';

let t: TestApp;
let manager: StaffBrowser;
let support: StaffBrowser;
let otherBrand: StaffBrowser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog', brands: ['nestwood'] });
  manager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: 'all' }));
  support = await signedIn(t.app, await makeStaff(t.db, { role: 'support', brands: 'all' }));
  otherBrand = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['hushly'] }));
});
afterAll(() => t.close());

const PILLOW = '/admin/catalog/products/nestwood/pillow';
const read = async (browser: StaffBrowser, url = PILLOW) => {
  const res = await browser.call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    version: string;
    product: Product;
    currency: string;
    others: Array<{ id: string }>;
    offers: unknown[];
  };
};
const auditFor = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'product'), eq(auditLog.targetId, id)))
    .orderBy(auditLog.id);

describe('the catalogue list', () => {
  it('refuses a stranger', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/catalog/products' });
    expect(res.statusCode).toBe(401);
  });

  it('finds products by words of their title or sku, with their variants and price range', async () => {
    const res = await support.call('GET', '/admin/catalog/products?brand=nestwood&q=luxe%20HYBRID');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().result.products as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.id)).toEqual([
      'luxe-hybrid-mattress',
      'luxe-hybrid-mattress_ab',
      'luxe-hybrid-mattress_fb',
      'luxe-hybrid-mattress_fhb',
      'luxe-hybrid-mattress_bb',
    ]);
    // Twin is list 2099.00 - 800.00 = 1299.00 less 25% = 974.25; split king 2858.00 less 25% = 2143.50.
    expect(rows[0]).toMatchObject({
      brand: 'nestwood',
      group: 'mattress',
      variants: 7,
      minPrice: 97425,
      maxPrice: 214350,
      currency: 'USD',
      activeVariants: 7,
    });
    const bySku = await support.call('GET', '/admin/catalog/products?q=LUXEHYB-SZQN');
    expect(bySku.json().result.products.map((r: { id: string }) => r.id)).toEqual(['luxe-hybrid-mattress']);
  });

  it("filters by group, and shows nothing of a brand outside the member's", async () => {
    const services = (await manager.call('GET', '/admin/catalog/products?group=service')).json().result.products;
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((r: { group: string }) => r.group === 'service')).toBe(true);
    expect((await otherBrand.call('GET', '/admin/catalog/products?brand=nestwood')).json().result.products).toEqual([]);
  });

  it('refuses a bad filter', async () => {
    expect((await manager.call('GET', '/admin/catalog/products?group=spaceship')).statusCode).toBe(400);
    expect((await manager.call('GET', '/admin/catalog/products?q=%00')).statusCode).toBe(400);
  });
});

describe('reading and saving a product', () => {
  it("gives the document in the catalogue file's form with its version and the editor's data", async () => {
    const detail = await read(support);
    expect(detail.product).toMatchObject({ id: 'pillow', inventoryKey: 'NWPILLOW' });
    expect(Object.keys(detail.product.availability)).toEqual(['NWPILLOW-SZKG', 'NWPILLOW-SZST']);
    expect(detail.version).toMatch(/^[0-9a-f]{16}$/);
    expect(detail.currency).toBe('USD');
    expect(detail.others.some((o) => o.id === 'mattress')).toBe(true);
    expect(detail.others.some((o) => o.id === 'pillow')).toBe(false);
  });

  it("answers 404 for a product that does not exist and for a brand outside the member's", async () => {
    expect((await manager.call('GET', '/admin/catalog/products/nestwood/ghost')).statusCode).toBe(404);
    expect((await otherBrand.call('GET', PILLOW)).statusCode).toBe(404);
    const { version, product } = await read(manager);
    expect((await otherBrand.call('PUT', PILLOW, { version, product })).statusCode).toBe(404);
  });

  it('refuses support a save (read only)', async () => {
    const { version, product } = await read(support);
    const res = await support.call('PUT', PILLOW, { version, product: { ...product, title: 'Nope' } });
    expect([res.statusCode, res.json().message]).toEqual([403, 'Your role does not allow this']);
  });

  it('refuses an invalid document, naming each problem at its path', async () => {
    const { version, product } = await read(manager);
    const broken = {
      ...product,
      titel: 'typo',
      pricing: { ...product.pricing, price: { amount: 12.5, currency: 'USD', discount: 0 } },
      content: { ...product.content, relatedProducts: ['ghost-product'] },
    };
    const res = await manager.call('PUT', PILLOW, { version, product: broken });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`)).toEqual([
      'titel: unknown field',
      'pricing.price.amount: expected an integer number of cents',
    ]);
    const refs = await manager.call('PUT', PILLOW, { version, product: { ...product, content: broken.content } });
    expect(refs.json().errors).toEqual([
      {
        productId: 'pillow',
        path: 'content.relatedProducts[0]',
        field: 'content.relatedProducts.0',
        message: 'no product with id ghost-product',
      },
    ]);
  });

  it('refuses a price figure that is not what the store charges, as the importer does', async () => {
    const { version, product } = await read(manager);
    if (Array.isArray(product.pricing)) throw new Error('expected one price');
    const pricing = {
      ...product.pricing,
      price: { ...product.pricing.price, discount: 50 },
      listPrice: { ...product.pricing.listPrice, discount: 50 },
    };
    const res = await manager.call('PUT', PILLOW, { version, product: { ...product, pricing } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'pricing.price.amount', field: 'pricing.price.amount' });
    expect(res.json().errors[0].message).toContain('is not what the store charges');
  });

  it('refuses a body that is not a save, and an id that changes', async () => {
    const { version, product } = await read(manager);
    expect((await manager.call('PUT', PILLOW, { product })).statusCode).toBe(400);
    expect((await manager.call('PUT', PILLOW, { version, product, price: 1 })).statusCode).toBe(400);
    expect((await manager.call('PUT', PILLOW, { version: 'zz', product })).statusCode).toBe(400);
    const moved = await manager.call('PUT', PILLOW, { version, product: { ...product, id: 'other-pillow' } });
    expect([moved.statusCode, moved.json().errors[0].path]).toEqual([400, 'id']);
  });

  it('saves a change with an audit entry before and after; a stale version is a 409; a retried save is harmless', async () => {
    const { version, product } = await read(manager);
    const edited = {
      ...product,
      title: 'The Cloud Pillow',
      content: { ...product.content, summary: 'Soft and cool all night.' },
    };
    const res = await manager.call('PUT', PILLOW, { version, product: edited });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().result;
    expect(saved).toMatchObject({ changed: true, repriced: [], products: [{ id: 'pillow' }] });
    const now = await read(support);
    expect([now.product.title, now.version]).toEqual(['The Cloud Pillow', saved.products[0].version]);
    expect(now.version).not.toBe(version);

    const [entry] = await auditFor('pillow');
    expect(entry).toMatchObject({ action: 'catalog.product-update', brand: 'nestwood' });
    expect([(entry!.before as Product).title, (entry!.after as Product).title]).toEqual([product.title, 'The Cloud Pillow']);

    const retry = await manager.call('PUT', PILLOW, { version, product: edited });
    expect([retry.statusCode, retry.json().result.changed]).toEqual([200, false]);
    const stale = await manager.call('PUT', PILLOW, { version, product: { ...product, title: 'Someone else' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('was changed by someone else since you opened it');
    expect((await read(support)).product.title).toBe('The Cloud Pillow');
    expect(await auditFor('pillow')).toHaveLength(1);
  });

  it('shows a saved product on the storefront at once', async () => {
    const { version, product } = await read(manager);
    const res = await manager.call('PUT', PILLOW, { version, product: { ...product, title: 'The Storefront Pillow' } });
    expect(res.statusCode, res.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/products/pillow', headers: { 'x-brand': 'nestwood' } });
    expect(JSON.stringify(page.json())).toContain('The Storefront Pillow');
  });

  it('adds a new product at the end of the catalogue; the same create again changes nothing; another with its id is a 409', async () => {
    const { product } = await read(manager);
    const fresh: Product = {
      ...product,
      id: 'travel-pillow',
      name: 'travel-pillow',
      title: 'The Travel Pillow',
      inventoryKey: 'NWTRAVEL',
      metadata: { ...product.metadata, url: '/bedding/travel-pillow' },
      availability: Object.fromEntries(
        Object.entries(product.availability).map(([sku, a]) => [sku.replace('NWPILLOW', 'NWTRAVEL'), a]),
      ),
      skuData: Object.fromEntries(Object.entries(product.skuData).map(([sku, a]) => [sku.replace('NWPILLOW', 'NWTRAVEL'), a])),
    };
    const res = await manager.call('POST', '/admin/catalog/products/nestwood', { product: fresh });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.changed).toBe(true);
    expect((await read(support, '/admin/catalog/products/nestwood/travel-pillow')).product.title).toBe('The Travel Pillow');
    const again = await manager.call('POST', '/admin/catalog/products/nestwood', { product: fresh });
    expect([again.statusCode, again.json().result.changed]).toEqual([200, false]);
    const clash = await manager.call('POST', '/admin/catalog/products/nestwood', { product: { ...fresh, title: 'Another' } });
    expect(clash.statusCode).toBe(409);
    const skuTaken = await manager.call('POST', '/admin/catalog/products/nestwood', {
      product: { ...fresh, id: 'copy-pillow', name: 'copy-pillow', availability: product.availability },
    });
    expect(skuTaken.statusCode).toBe(400);
    expect(skuTaken.json().errors.map((e: { message: string }) => e.message)).toContain(
      'NWPILLOW-SZKG is already a variant of pillow',
    );
    const [entry] = await auditFor('travel-pillow');
    expect([entry!.action, entry!.before]).toEqual(['catalog.product-create', null]);
  });
});
