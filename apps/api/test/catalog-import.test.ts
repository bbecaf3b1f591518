import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeDiffs } from '@store/core/catalog-file/diff';
import { setAt } from '@store/core/catalog-file/test-file.test-support';
import { importCatalog, type ImportResult } from '../src/use-cases/catalog/import-catalog';
import { exportCatalog } from '../src/use-cases/catalog/export-catalog';
import type { DatabaseHandle } from '../src/db/client';
import {
  coupons,
  productAvailability,
  productPairCounts,
  productPopularity,
  products,
  reviews,
  showrooms,
} from '../src/db/schema';
import { listProducts } from '../src/db/repositories/products';
import { listUpsells } from '../src/db/repositories/upsells';
import { openTestDatabase } from './support/test-database';
import { createTestApp } from './support/test-app';
import { smallCatalogFile } from './support/catalog-file';

const open: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
});

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  open.push(handle);
  return handle;
}

const run = (handle: DatabaseHandle, file: unknown, options: { dryRun?: boolean } = {}) =>
  importCatalog(handle.db, [{ name: 'nestwood.json', data: file }], options);

/** The plan's lines as the CLI prints them. */
function planOf(result: ImportResult): string[] {
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.plans.flatMap((plan) => describeDiffs(plan.brand, plan.diffs));
}

async function counts(handle: DatabaseHandle) {
  const count = async (table: typeof products | typeof coupons | typeof reviews | typeof showrooms) =>
    (await handle.db.select().from(table)).length;
  return {
    products: await count(products),
    coupons: await count(coupons),
    reviews: await count(reviews),
    showrooms: await count(showrooms),
  };
}

describe('catalog import', () => {
  it('writes every section of a small file, and the store serves the imported product', async () => {
    const t = await createTestApp({ coupons: {} });
    try {
      const result = await importCatalog(t.db, [{ name: 'nestwood.json', data: smallCatalogFile() }]);
      expect(planOf(result)).toEqual([
        'nestwood products: 3 to add, 0 to change, 0 to remove',
        '  + cloud-mattress',
        '  + firm-mattress',
        '  + cloud-pillow',
        'nestwood upsells: 1 to add, 0 to change, 0 to remove',
        '  + free-cloud-pillow',
        'nestwood coupons: 1 to add, 0 to change, 0 to remove',
        '  + SPRING15',
        'nestwood reviews: 2 to add, 0 to change, 0 to remove',
        '  + cloud-1',
        '  + cloud-2',
        'nestwood reviewAlbums: 1 to add, 0 to change, 0 to remove',
        '  + video-testimonials',
        'nestwood showrooms: 1 to add, 0 to change, 0 to remove',
        '  + chelsea',
        'nestwood signals.popularity: 2 to add, 0 to change, 0 to remove',
        '  + cloud-mattress',
        '  + cloud-pillow',
        'nestwood signals.pairs: 1 to add, 0 to change, 0 to remove',
        '  + cloud-mattress+cloud-pillow',
      ]);
      expect(result.ok && result.applied).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: '/products/cloud-mattress', headers: { 'x-brand': 'nestwood' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.pricing.price.amount).toBe(90000);
      expect(Object.keys(res.json().result.availability).sort()).toEqual(['CLOUDMATTRESS-SIS0', 'CLOUDMATTRESS-SIS1']);
      expect((await listProducts(t.db, 'nestwood')).map((p) => p.id)).toEqual([
        'cloud-mattress',
        'firm-mattress',
        'cloud-pillow',
      ]);
      expect((await listUpsells(t.db, 'nestwood')).map((u) => u.name)).toEqual(['free-cloud-pillow']);
      const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'SPRING15'));
      expect(coupon).toMatchObject({ brand: 'nestwood', kind: 'percent', value: 15, redemptions: 0, maxDiscount: 30000 });
      const [room] = await t.db.select().from(showrooms);
      // Coordinates come from the postal code (10001, Manhattan), never from the file.
      expect(room?.latitude).toBeCloseTo(40.75, 1);
      expect(room?.longitude).toBeCloseTo(-74.0, 1);
      const pairs = await t.db.select().from(productPairCounts);
      expect(pairs.map((p) => `${p.productA}>${p.productB}:${p.seedCount}`).sort()).toEqual([
        'cloud-mattress>cloud-pillow:9',
        'cloud-pillow>cloud-mattress:9',
      ]);
    } finally {
      await t.close();
    }
  });

  it('names every bad row and field of a wrong file and writes nothing', async () => {
    const handle = await freshDatabase();
    const file = smallCatalogFile();
    setAt(file, ['products', 1, 'pricing', 'price', 'amount'], 719.99);
    setAt(file, ['products', 2, 'pirce'], 9000);
    setAt(file, ['products', 0, 'content', 'relatedProducts', 1], 'ghost-pillow');
    setAt(file, ['upsells', 0, 'productId'], 'ghost-pillow');
    setAt(file, ['coupons', 0, 'value'], 150);
    setAt(file, ['reviews', 1, 'id'], 'cloud-1');
    setAt(file, ['showrooms', 0, 'postalCode'], '00000');
    setAt(file, ['signals', 'pairs', 1], { a: 'firm-mattress', b: 'firm-mattress', count: 2 });
    const result = await run(handle, file);
    expect(result).toMatchObject({
      ok: false,
      errors: [
        'nestwood.json: products[1] (id firm-mattress).pricing.price.amount: expected an integer number of cents',
        'nestwood.json: products[2] (id cloud-pillow).pirce: unknown field',
        'nestwood.json: products[0] (id cloud-mattress).content.relatedProducts[1]: no product with id ghost-pillow',
        'nestwood.json: upsells[0] (name free-cloud-pillow).productId: no product with id ghost-pillow',
        'nestwood.json: coupons[0] (code SPRING15).value: a percent coupon takes 1 to 100',
        'nestwood.json: reviews[1] (id cloud-1).id: cloud-1 is used twice (also reviews[0])',
        'nestwood.json: signals.pairs[1]: a pair names two different products',
      ],
    });
    expect(await counts(handle)).toEqual({ products: 0, coupons: 0, reviews: 0, showrooms: 0 });
  });

  it('names a postal code without coordinates, and a file of another format or version', async () => {
    const handle = await freshDatabase();
    const file = smallCatalogFile();
    file.showrooms![0]!.postalCode = '00000';
    expect(await run(handle, file)).toMatchObject({
      ok: false,
      errors: ['nestwood.json: showrooms[0] (id chelsea).postalCode: no coordinates are known for 00000'],
    });
    expect(await run(handle, { format: 'catalog', version: 2, brand: 'nowhere', extra: true })).toMatchObject({
      ok: false,
      errors: [
        'nestwood.json: format: expected "store-catalog"',
        'nestwood.json: version: expected 1',
        expect.stringMatching(/^nestwood\.json: brand: expected one of "nestwood"\|/),
        'nestwood.json: extra: unknown field',
      ],
    });
    expect(await counts(handle)).toEqual({ products: 0, coupons: 0, reviews: 0, showrooms: 0 });
  });

  it('changes nothing when the same file is imported twice', async () => {
    const handle = await freshDatabase();
    await run(handle, smallCatalogFile());
    const second = await run(handle, smallCatalogFile());
    expect(planOf(second)).toEqual(['nestwood: no changes']);
    expect(second.ok && second.applied).toBe(false);
  });

  it('names a changed price and stores it', async () => {
    const handle = await freshDatabase();
    await run(handle, smallCatalogFile());
    const file = smallCatalogFile();
    // The firm mattress's list price lowered from 80000 to 77700, and its sale price with it: 77700 less 10% = 69930.
    setAt(file, ['products', 1, 'pricing', 'listPrice', 'amount'], 77700);
    setAt(file, ['products', 1, 'pricing', 'price', 'amount'], 69930);
    expect(planOf(await run(handle, file))).toEqual([
      'nestwood products: 0 to add, 1 to change, 0 to remove',
      '  ~ firm-mattress: pricing.price.amount, pricing.listPrice.amount',
    ]);
    const stored = (await listProducts(handle.db, 'nestwood')).find((p) => p.id === 'firm-mattress');
    expect(stored?.pricing).toMatchObject({ price: { amount: 69930 }, listPrice: { amount: 77700 } });
  });

  it('refuses a sale price the store would not charge, naming the amount it would, and writes nothing', async () => {
    const handle = await freshDatabase();
    await run(handle, smallCatalogFile());
    const file = smallCatalogFile();
    // Only the sale price edited: the store charges the list price less the discount, 80000 less 10% = 72000.
    setAt(file, ['products', 1, 'pricing', 'price', 'amount'], 69900);
    expect(await run(handle, file)).toMatchObject({
      ok: false,
      errors: [
        'nestwood.json: products[1] (id firm-mattress).pricing.price.amount: 69900 is not what the store charges (list 80000 less 10% = 72000); change listPrice or discount, or write 72000',
      ],
    });
    const stored = (await listProducts(handle.db, 'nestwood')).find((p) => p.id === 'firm-mattress');
    expect(stored?.pricing).toMatchObject({ price: { amount: 72000 }, listPrice: { amount: 80000 } });
  });

  it('names a removed product and removes it with its availability', async () => {
    const handle = await freshDatabase();
    await run(handle, smallCatalogFile());
    const file = smallCatalogFile();
    file.products = file.products!.filter((p) => p.id !== 'firm-mattress');
    expect(planOf(await run(handle, file))).toEqual([
      'nestwood products: 0 to add, 0 to change, 1 to remove',
      '  - firm-mattress',
    ]);
    expect((await listProducts(handle.db, 'nestwood')).map((p) => p.id)).toEqual(['cloud-mattress', 'cloud-pillow']);
    const skus = (await handle.db.select().from(productAvailability)).map((a) => a.sku);
    expect(skus.some((sku) => sku.startsWith('FIRMMATTRESS'))).toBe(false);
  });

  it('names a new order of products as such', async () => {
    const handle = await freshDatabase();
    await run(handle, smallCatalogFile());
    const file = smallCatalogFile();
    file.products!.reverse();
    expect(planOf(await run(handle, file))).toEqual(['nestwood products: 0 to add, 0 to change, 0 to remove, order changed']);
    expect((await listProducts(handle.db, 'nestwood')).map((p) => p.id)).toEqual([
      'cloud-pillow',
      'firm-mattress',
      'cloud-mattress',
    ]);
  });

  it('writes nothing on a dry run, and says what it would do', async () => {
    const handle = await freshDatabase();
    const result = await run(handle, smallCatalogFile(), { dryRun: true });
    expect(planOf(result)[0]).toBe('nestwood products: 3 to add, 0 to change, 0 to remove');
    expect(result.ok && result.applied).toBe(false);
    expect(await counts(handle)).toEqual({ products: 0, coupons: 0, reviews: 0, showrooms: 0 });
  });

  it('exports the same bytes after an export and an import into another database', async () => {
    const first = await freshDatabase();
    await run(first, smallCatalogFile());
    const exported = await exportCatalog(first.db, 'nestwood');
    const second = await freshDatabase();
    planOf(await run(second, JSON.parse(exported)));
    expect(await exportCatalog(second.db, 'nestwood')).toBe(exported);
    // The file's keys are in the format's order, whatever order the database kept them in.
    expect(Object.keys(JSON.parse(exported))).toEqual([
      'format',
      'version',
      'brand',
      'products',
      'upsells',
      'coupons',
      'reviews',
      'reviewAlbums',
      'showrooms',
      'signals',
    ]);
  });

  it('leaves sections the file does not have, and keeps redemptions, votes, shoppers reviews and paid counts', async () => {
    const handle = await freshDatabase();
    await run(handle, smallCatalogFile());
    await handle.db.update(coupons).set({ redemptions: 7 });
    await handle.db.update(reviews).set({ votesUp: 30 }).where(eq(reviews.id, 'cloud-1'));
    await handle.db.update(productPopularity).set({ paidCount: 5 }).where(eq(productPopularity.productId, 'cloud-mattress'));
    const file = smallCatalogFile();
    file.coupons![0]!.value = 20;
    file.reviews![0]!.title = 'Like a soft cloud';
    file.signals!.popularity = [{ productId: 'cloud-mattress', count: 50 }];
    const partial = {
      format: file.format,
      version: file.version,
      brand: file.brand,
      coupons: file.coupons,
      reviews: file.reviews,
      signals: file.signals,
    };
    expect(planOf(await run(handle, partial))).toEqual([
      'nestwood coupons: 0 to add, 1 to change, 0 to remove',
      '  ~ SPRING15: value',
      'nestwood reviews: 0 to add, 1 to change, 0 to remove',
      '  ~ cloud-1: title',
      'nestwood signals.popularity: 0 to add, 1 to change, 1 to remove',
      '  ~ cloud-mattress: count',
      '  - cloud-pillow',
    ]);
    const [coupon] = await handle.db.select().from(coupons);
    expect({ value: coupon?.value, redemptions: coupon?.redemptions }).toEqual({ value: 20, redemptions: 7 });
    const [review] = await handle.db.select().from(reviews).where(eq(reviews.id, 'cloud-1'));
    expect({ title: review?.title, votesUp: review?.votesUp }).toEqual({ title: 'Like a soft cloud', votesUp: 30 });
    const [popular] = await handle.db.select().from(productPopularity).where(eq(productPopularity.productId, 'cloud-mattress'));
    expect({ paid: popular?.paidCount, seed: popular?.seedCount }).toEqual({ paid: 5, seed: 50 });
    expect((await listProducts(handle.db, 'nestwood')).length).toBe(3);
  });

  it('checks a file without products against the products the brand has in the store', async () => {
    const handle = await freshDatabase();
    await run(handle, smallCatalogFile());
    const reviewsOnly = { format: 'store-catalog', version: 1, brand: 'nestwood', reviews: smallCatalogFile().reviews };
    reviewsOnly.reviews![0]!.domainKey = 'ghost-mattress';
    expect(await run(handle, reviewsOnly)).toMatchObject({
      ok: false,
      errors: ['nestwood.json: reviews[0] (id cloud-1).domainKey: no product with id ghost-mattress'],
    });
  });
});
