import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { diskObjectStore } from '../src/media/object-store/disk-object-store';
import type { ObjectStore } from '../src/media/object-store/object-store';
import { makeProduct, plainProperty, sizeProperty } from './support/factories';
import { makeImage, staffRequest, uploadPhoto } from './support/photos';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

const chair = makeProduct({
  id: 'chair',
  properties: [sizeProperty([{ value: 'queen', code: 'QN', priceDiff: 0 }]), plainProperty('Color', ['oak', 'walnut'])],
});

let t: TestApp;
let root: string;
let store: ObjectStore;
let owner: StaffBrowser;
let manager: StaffBrowser;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'photos-'));
  store = diskObjectStore(root);
  t = await createTestApp({ seed: { nestwood: [chair] }, objectStore: store });
  owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner' }));
  manager = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['nestwood'] }));
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const base = '/admin/catalog/products/nestwood/chair/photos';
const json = (payload: unknown) => ({ payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

async function addPhoto(alt: string, color?: string) {
  const res = await uploadPhoto(
    t.app,
    owner,
    { brand: 'nestwood', productId: 'chair' },
    { alt, color, file: { body: await makeImage('jpeg'), filename: 'c.jpg', type: 'image/jpeg' } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: string; version: number; src: string; position: number };
}

describe('GET .../photos', () => {
  it('lists the photos in order with the colours the product offers; support may read', async () => {
    const a = await addPhoto('Chair, front');
    const b = await addPhoto('Chair in walnut', 'walnut');
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
    const res = await support.call('GET', base);
    expect(res.statusCode).toBe(200);
    const list = res.json().result;
    expect(list.productTitle).toBe('Test chair');
    expect(list.colors).toEqual([
      { value: 'oak', title: 'oak' },
      { value: 'walnut', title: 'walnut' },
    ]);
    expect(list.photos.map((p: { id: string }) => p.id).slice(-2)).toEqual([a.id, b.id]);
  });

  it('another brand, an unknown product: 404', async () => {
    const plume = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['plume'] }));
    expect((await plume.call('GET', base)).statusCode).toBe(404);
    expect((await owner.call('GET', '/admin/catalog/products/nestwood/ghost/photos')).statusCode).toBe(404);
  });
});

describe('PATCH .../photos/:photoId', () => {
  it('changes alt text and colour with before and after in the audit; the same save again changes nothing', async () => {
    const photo = await addPhoto('Old words');
    const edit = { alt: 'Chair in oak, three-quarter view', color: 'oak', version: photo.version };
    const res = await staffRequest(t.app, manager, { method: 'PATCH', url: `${base}/${photo.id}`, ...json(edit) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ alt: edit.alt, color: 'oak', version: photo.version + 1 });
    const again = await staffRequest(t.app, manager, { method: 'PATCH', url: `${base}/${photo.id}`, ...json(edit) });
    expect(again.statusCode).toBe(200);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.edit'), eq(auditLog.targetId, photo.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      brand: 'nestwood',
      before: expect.objectContaining({ alt: 'Old words', color: null }),
      after: expect.objectContaining({ alt: edit.alt, color: 'oak' }),
    });
  });

  it('a stale version is 409 with a clear message', async () => {
    const photo = await addPhoto('Stale');
    await staffRequest(t.app, owner, {
      method: 'PATCH',
      url: `${base}/${photo.id}`,
      ...json({ alt: 'First edit', color: null, version: photo.version }),
    });
    const res = await staffRequest(t.app, manager, {
      method: 'PATCH',
      url: `${base}/${photo.id}`,
      ...json({ alt: 'Second edit', color: null, version: photo.version }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Someone changed this photo since you opened it; reload to see their change');
  });

  it.each([
    ['an empty alt', { alt: '', color: null, version: 1 }],
    ['an unknown field', { alt: 'x', color: null, version: 1, position: 0 }],
    ['a huge version', { alt: 'x', color: null, version: 1e12 }],
    ['a colour the product lacks', { alt: 'x', color: 'pink', version: 1 }],
  ])('%s is 400', async (_name, body) => {
    const photo = await addPhoto('Bad bodies');
    const res = await staffRequest(t.app, owner, { method: 'PATCH', url: `${base}/${photo.id}`, ...json(body) });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('an unknown photo is 404', async () => {
    const res = await staffRequest(t.app, owner, {
      method: 'PATCH',
      url: `${base}/ph_00000000000000000000`,
      ...json({ alt: 'x', color: null, version: 1 }),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT .../photos/order and DELETE .../photos/:photoId', () => {
  it('reorders every photo; a list missing one is 409; the audit has the order before and after', async () => {
    const list = (await owner.call('GET', base)).json().result.photos as Array<{ id: string }>;
    const ids = list.map((p) => p.id);
    const reversed = [...ids].reverse();
    const res = await owner.call('PUT', `${base}/order`, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.map((p: { id: string }) => p.id)).toEqual(reversed);
    expect(((await owner.call('GET', base)).json().result.photos as Array<{ id: string }>).map((p) => p.id)).toEqual(reversed);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'photo.reorder'));
    expect(audit).toMatchObject({ targetType: 'product', targetId: 'chair', before: { order: ids }, after: { order: reversed } });
    const missing = await owner.call('PUT', `${base}/order`, { ids: reversed.slice(1) });
    expect(missing.statusCode).toBe(409);
    const doubled = await owner.call('PUT', `${base}/order`, { ids: [reversed[0], ...reversed.slice(0, -1)] });
    expect(doubled.statusCode).toBe(409);
  });

  it('deletes the row and its files, audited; a second delete is 404 and the variant URL 404s', async () => {
    const photo = await addPhoto('To delete');
    const variant = `${photo.src}/400.webp`;
    expect((await t.app.inject({ method: 'GET', url: variant })).statusCode).toBe(200);
    const res = await owner.call('DELETE', `${base}/${photo.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ id: photo.id });
    expect((await owner.call('DELETE', `${base}/${photo.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: variant })).statusCode).toBe(404);
    const key = photo.src.replace('/media/photos/', 'photos/');
    expect(await store.head(`${key}/original`)).toBeNull();
    expect(await store.head(`${key}/400.webp`)).toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.delete'), eq(auditLog.targetId, photo.id)));
    expect(audit).toMatchObject({ after: null, before: expect.objectContaining({ alt: 'To delete' }) });
  });

  it('support may not reorder or delete (403)', async () => {
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
    const photo = await addPhoto('Kept');
    expect((await support.call('DELETE', `${base}/${photo.id}`)).statusCode).toBe(403);
    expect((await support.call('PUT', `${base}/order`, { ids: [photo.id] })).statusCode).toBe(403);
  });
});
