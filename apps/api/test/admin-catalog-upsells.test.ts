import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { UpsellItem } from '@store/core';
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

type Row = { offer: UpsellItem; version: string };
const LIST = '/admin/catalog/upsells?brand=nestwood';
const list = async (browser: StaffBrowser = manager): Promise<Row[]> => {
  const res = await browser.call('GET', LIST);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.offers as Row[];
};
const rowOf = async (name: string) => (await list()).find((r) => r.offer.name === name)!;
const url = (name: string) => `/admin/catalog/upsells/nestwood/${name}`;
/** What the storefront's product page reads: the brand's whole upsell catalogue for a size. */
const storefrontOffers = async (): Promise<UpsellItem[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/upsells?size=queen', headers: { 'x-brand': 'nestwood' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as UpsellItem[];
};
const auditFor = (name: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'upsell'), eq(auditLog.targetId, name)))
    .orderBy(auditLog.id);

describe('who may see and change the upsells section', () => {
  it('refuses a stranger', async () => {
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: url('free-sheets'), payload: {} })).statusCode).toBe(401);
  });

  it('lets support read every offer with its version but change none', async () => {
    const rows = await list(support);
    expect(rows.map((r) => r.offer.name)).toContain('free-pillows');
    expect(rows.every((r) => /^[0-9a-f]{16}$/.test(r.version))).toBe(true);
    const row = rows.find((r) => r.offer.name === 'free-sheets')!;
    const put = await support.call('PUT', url('free-sheets'), { version: row.version, offer: row.offer });
    expect(put.statusCode).toBe(403);
    expect((await support.call('POST', '/admin/catalog/upsells/nestwood', { offer: row.offer })).statusCode).toBe(403);
    expect((await support.call('DELETE', `${url('free-sheets')}?version=${row.version}`)).statusCode).toBe(403);
  });

  it("answers 404 for a brand outside the member's, as if it did not exist", async () => {
    const row = await rowOf('free-sheets');
    expect((await otherBrand.call('GET', LIST)).statusCode).toBe(404);
    const put = await otherBrand.call('PUT', url('free-sheets'), { version: row.version, offer: row.offer });
    expect(put.statusCode).toBe(404);
    expect((await otherBrand.call('DELETE', `${url('free-sheets')}?version=${row.version}`)).statusCode).toBe(404);
    expect((await manager.call('PUT', url('no-such-offer'), { version: row.version, offer: row.offer })).statusCode).toBe(400);
  });
});

describe('changing an offer', () => {
  it('saves a new discount, records before and after, and the storefront reads it at once', async () => {
    const row = await rowOf('discounted-protector');
    const offer = { ...row.offer, discount: 35, shortTitle: 'Protector 35% off' };
    const res = await manager.call('PUT', url('discounted-protector'), { version: row.version, offer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ name: 'discounted-protector', changed: true });
    expect(res.json().result.version).not.toBe(row.version);
    const shown = (await storefrontOffers()).find((u) => u.name === 'discounted-protector')!;
    expect(shown).toMatchObject({ discount: 35, shortTitle: 'Protector 35% off' });
    const [entry] = await auditFor('discounted-protector');
    expect(entry).toMatchObject({ action: 'catalog.upsell-update', brand: 'nestwood' });
    expect((entry!.before as UpsellItem).discount).toBe(50);
    expect((entry!.after as UpsellItem).discount).toBe(35);
    // The section keeps its order: the offer is where it was.
    expect((await list()).map((r) => r.offer.name).indexOf('discounted-protector')).toBe(2);
  });

  it('answers a retried save unchanged, and a save on a stale version of a changed offer 409', async () => {
    const first = await rowOf('free-pillows');
    const offer = { ...first.offer, quantity: 3 };
    expect((await manager.call('PUT', url('free-pillows'), { version: first.version, offer })).statusCode).toBe(200);
    const retry = await manager.call('PUT', url('free-pillows'), { version: first.version, offer });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().result.changed).toBe(false);
    const stale = await manager.call('PUT', url('free-pillows'), {
      version: first.version,
      offer: { ...first.offer, quantity: 4 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/free-pillows was changed by someone else/);
    expect((await rowOf('free-pillows')).offer.quantity).toBe(3);
  });

  it.each([
    ['a discount over 100', { discount: 150 }, 'discount'],
    ['a product the brand does not have', { productId: 'ghost-pillow' }, 'productId'],
    ['an excluded offer that does not exist', { excludes: ['no-such-offer'] }, 'excludes.0'],
    ["another region than the brand's", { region: 'CA' }, 'region'],
    ['a misspelt field', { discont: 10 }, 'discont'],
    ['a NUL byte in a title', { shortTitle: 'Free\u0000sheets' }, 'shortTitle'],
    ['an unpaired surrogate in a feature', { features: ['ok', 'bad\ud800'] }, 'features.1'],
  ])('refuses %s, naming the field', async (_label, change, field) => {
    const row = await rowOf('free-sheets');
    const res = await manager.call('PUT', url('free-sheets'), { version: row.version, offer: { ...row.offer, ...change } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await rowOf('free-sheets')).version).toBe(row.version);
  });

  it('refuses a body that is not an offer with its version, and a renamed offer', async () => {
    const row = await rowOf('free-sheets');
    expect((await manager.call('PUT', url('free-sheets'), { offer: row.offer })).statusCode).toBe(400);
    expect((await manager.call('PUT', url('free-sheets'), { version: row.version, offer: row.offer, x: 1 })).statusCode).toBe(
      400,
    );
    const huge = await manager.call('PUT', url('free-sheets'), {
      version: row.version,
      offer: { ...row.offer, discount: 1e308 * 10 },
    });
    expect(huge.statusCode).toBe(400);
    const renamed = await manager.call('PUT', url('free-sheets'), { version: row.version, offer: { ...row.offer, name: 'x' } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors[0]).toMatchObject({ field: 'name' });
  });
});

describe('adding and removing an offer', () => {
  it('adds a gift at the end of the section, names a name used twice, and the storefront offers it', async () => {
    const template = (await rowOf('free-sheets')).offer;
    const offer = { ...template, name: 'free-sheets-weekend', shortTitle: 'Weekend sheets gift' };
    const res = await manager.call('POST', '/admin/catalog/upsells/nestwood', { offer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ name: 'free-sheets-weekend', changed: true });
    expect((await list()).at(-1)!.offer.name).toBe('free-sheets-weekend');
    expect((await storefrontOffers()).map((u) => u.name)).toContain('free-sheets-weekend');
    expect((await auditFor('free-sheets-weekend'))[0]).toMatchObject({ action: 'catalog.upsell-create', before: null });
    // The same offer again is a retry; a different offer under a used name is refused at `name`.
    const again = await manager.call('POST', '/admin/catalog/upsells/nestwood', { offer });
    expect(again.json().result.changed).toBe(false);
    const clash = await manager.call('POST', '/admin/catalog/upsells/nestwood', { offer: { ...offer, discount: 5 } });
    expect(clash.statusCode, clash.body).toBe(400);
    expect(clash.json().errors[0]).toMatchObject({ field: 'name' });
  });

  it('removes an offer read at its version; stale is 409; one another offer excludes is refused', async () => {
    const row = await rowOf('free-sheets-weekend');
    expect((await manager.call('DELETE', `${url('free-sheets-weekend')}?version=0000000000000000`)).statusCode).toBe(409);
    const res = await manager.call('DELETE', `${url('free-sheets-weekend')}?version=${row.version}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ name: 'free-sheets-weekend', version: null, changed: true });
    expect((await storefrontOffers()).map((u) => u.name)).not.toContain('free-sheets-weekend');
    const entries = await auditFor('free-sheets-weekend');
    expect(entries.at(-1)).toMatchObject({ action: 'catalog.upsell-delete', after: null });
    // The serenity bundle excludes the free sheets: removing them would leave it naming nothing.
    const sheets = await rowOf('free-sheets');
    const refused = await manager.call('DELETE', `${url('free-sheets')}?version=${sheets.version}`);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ name: 'serenity-bundle', field: 'excludes.0' });
    expect(await rowOf('free-sheets')).toBeDefined();
  });
});
