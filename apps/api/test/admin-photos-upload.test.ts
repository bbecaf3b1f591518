import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImages } from '../src/db/schema';
import { diskObjectStore } from '../src/media/object-store/disk-object-store';
import type { ObjectStore } from '../src/media/object-store/object-store';
import { makeProduct, plainProperty, sizeProperty } from './support/factories';
import { makeImage, staffRequest, uploadPhoto } from './support/photos';
import { API_BODY_LIMIT_BYTES } from '@store/core/http-limits';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

const sofa = makeProduct({
  id: 'sofa',
  properties: [sizeProperty([{ value: 'queen', code: 'QN', priceDiff: 0 }]), plainProperty('Color', ['navy', 'grey'])],
});
const plumeBed = makeProduct({ id: 'plume-bed' });

let t: TestApp;
let root: string;
let store: ObjectStore;
let owner: StaffBrowser;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'photos-'));
  store = diskObjectStore(root);
  t = await createTestApp({ seed: { nestwood: [sofa], plume: [plumeBed] }, objectStore: store });
  owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner' }));
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const sofaTarget = { brand: 'nestwood', productId: 'sofa' };
const jpegFile = async (options: Parameters<typeof makeImage>[1] = {}) => ({
  body: await makeImage('jpeg', options),
  filename: 'sofa.jpg',
  type: 'image/jpeg',
});

describe('POST /admin/catalog/products/:brand/:id/photos: what is accepted', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('a real %s is stored cleaned, with its size, and audited', async (format, type) => {
    const body = await makeImage(format, { width: 800, height: 600 });
    const res = await uploadPhoto(t.app, owner, sofaTarget, {
      alt: `The sofa in navy (${format})`,
      color: 'navy',
      file: { body, filename: `sofa.${format}`, type },
    });
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().result;
    expect(photo).toMatchObject({
      contentType: type,
      width: 800,
      height: 600,
      color: 'navy',
      alt: `The sofa in navy (${format})`,
    });
    expect(photo.src).toMatch(/^\/media\/photos\/nestwood\/ph_[0-9a-f]{20}\/[0-9a-f]{16}$/);
    const [row] = await t.db.select().from(productImages).where(eq(productImages.id, photo.id));
    expect(row).toMatchObject({ brand: 'nestwood', productId: 'sofa', objectKey: expect.stringMatching(/\/original$/) });
    const stored = await store.get(row!.objectKey);
    expect(stored?.contentType).toBe(type);
    expect((await sharp(stored!.body).metadata()).format).toBe(format);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.upload'), eq(auditLog.targetId, photo.id)));
    expect(audit).toMatchObject({ brand: 'nestwood', targetType: 'product_photo', before: null });
    expect(audit?.after).toMatchObject({ productId: 'sofa', color: 'navy', width: 800, height: 600, contentType: type });
  });

  it('strips EXIF (GPS position, camera) and turns the image upright by its orientation', async () => {
    const file = await jpegFile({
      width: 600,
      height: 400,
      orientation: 6,
      exif: { IFD0: { Make: 'SpyCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } },
    });
    const before = await sharp(file.body).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.toString('latin1')).toContain('SpyCam');
    const res = await uploadPhoto(t.app, owner, sofaTarget, { alt: 'Sofa, side view', file });
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().result;
    // Orientation 6 is a quarter turn: the stored image is upright, so its sides swap.
    expect(photo).toMatchObject({ width: 400, height: 600, color: null });
    const [row] = await t.db.select().from(productImages).where(eq(productImages.id, photo.id));
    const stored = await store.get(row!.objectKey);
    const after = await sharp(stored!.body).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored!.body.toString('latin1')).not.toContain('SpyCam');
    expect(stored!.body.toString('latin1')).not.toContain('GPS');
  });

  it('an Idempotency-Key retried answers the first photo, never a second one', async () => {
    const file = await jpegFile();
    const headers = { 'idempotency-key': 'upload-once-1' };
    const first = await uploadPhoto(t.app, owner, sofaTarget, { alt: 'Once', file }, headers);
    const again = await uploadPhoto(t.app, owner, sofaTarget, { alt: 'Once', file }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().result.id).toBe(first.json().result.id);
    const rows = await t.db.select().from(productImages).where(eq(productImages.alt, 'Once'));
    expect(rows).toHaveLength(1);
  });
});

describe('POST .../photos: what is refused', () => {
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
  );
  // A ZIP's local file header, then junk.
  const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(600, 7)]);

  it.each([
    ['a GIF', async () => makeImage('gif')],
    ['an SVG', async () => svg],
    ['an HTML page', async () => html],
    ['a ZIP', async () => zip],
    ['a truncated JPEG', async () => (await makeImage('jpeg')).subarray(0, 300)],
  ])('%s named .jpg and declared image/jpeg is 415', async (_name, make) => {
    const res = await uploadPhoto(t.app, owner, sofaTarget, {
      alt: 'Not a photo',
      file: { body: await make(), filename: 'photo.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ status: 'error', message: 'The file is not a JPEG, PNG or WebP image' });
  });

  it('more than 15 MB is 413, before any decoding', async () => {
    const body = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(15 * 1024 * 1024 + 10, 1)]);
    const res = await uploadPhoto(t.app, owner, sofaTarget, {
      alt: 'Huge',
      file: { body, filename: 'huge.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('The photo is larger than 15 MB');
  });

  it('more than 40 megapixels (a small file, a huge bitmap) is 413', async () => {
    const body = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(body.length).toBeLessThan(2 * 1024 * 1024);
    const res = await uploadPhoto(t.app, owner, sofaTarget, {
      alt: 'Bomb',
      file: { body, filename: 'bomb.png', type: 'image/png' },
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('The photo has more than 40 megapixels');
  });

  it('a tiny image is 422', async () => {
    const res = await uploadPhoto(t.app, owner, sofaTarget, {
      alt: 'Tiny',
      file: await jpegFile({ width: 120, height: 90 }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('The photo must be at least 200 pixels on each side');
  });

  it.each([
    ['no alt text', { color: 'navy' }, 'alt: Describe the photo for shoppers who cannot see it'],
    ['blank alt text', { alt: '   ' }, 'alt: Describe the photo for shoppers who cannot see it'],
    ['alt text over 200 characters', { alt: 'a'.repeat(201) }, undefined],
    ['a NUL byte in the alt text', { alt: 'sofa\u0000' }, undefined],
  ])('%s is 400', async (_name, fields, message) => {
    const res = await uploadPhoto(t.app, owner, sofaTarget, { ...fields, file: await jpegFile() });
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('a colour the product does not come in is 400', async () => {
    const res = await uploadPhoto(t.app, owner, sofaTarget, { alt: 'Sofa', color: 'pink', file: await jpegFile() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose one of the colours this product comes in, or all colours');
  });

  it('no file is 400, and a JSON body is 415', async () => {
    const none = await uploadPhoto(t.app, owner, sofaTarget, { alt: 'Nothing' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose a photo to upload');
    const json = await owner.call('POST', '/admin/catalog/products/nestwood/sofa/photos', { alt: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('every other route keeps the small body limit and takes no form (413, 415)', async () => {
    const big = JSON.stringify({ alt: 'x'.repeat(API_BODY_LIMIT_BYTES + 10), color: null, version: 1 });
    const res = await staffRequest(t.app, owner, {
      method: 'PATCH',
      url: '/admin/catalog/products/nestwood/sofa/photos/ph_00000000000000000000',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    const form = await staffRequest(t.app, owner, {
      method: 'PUT',
      url: '/admin/catalog/products/nestwood/sofa/photos/order',
      payload: Buffer.alloc(2 * 1024 * 1024, 1),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('nothing refused is kept: no row, no file', async () => {
    const rows = await t.db.select().from(productImages).where(eq(productImages.alt, 'Not a photo'));
    expect(rows).toHaveLength(0);
  });
});

describe('POST .../photos: who may', () => {
  it('a member of another brand gets 404 as if the product did not exist; an unknown product or brand too', async () => {
    const plumeOnly = await signedIn(t.app, await makeStaff(t.db, { role: 'manager', brands: ['plume'] }));
    const file = await jpegFile();
    for (const [browser, target] of [
      [plumeOnly, sofaTarget],
      [owner, { brand: 'nestwood', productId: 'nope' }],
      [owner, { brand: 'nowhere', productId: 'sofa' }],
      [owner, { brand: 'plume', productId: 'sofa' }],
    ] as const) {
      const res = await uploadPhoto(t.app, browser, target, { alt: 'Sofa', file });
      expect(res.statusCode, `${target.brand}/${target.productId}`).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    const own = await uploadPhoto(t.app, plumeOnly, { brand: 'plume', productId: 'plume-bed' }, { alt: 'Bed', file });
    expect(own.statusCode).toBe(200);
  });

  it('support (no catalog.edit) gets 403 and a stranger 401, before the body is read', async () => {
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
    const file = await jpegFile();
    expect((await uploadPhoto(t.app, support, sofaTarget, { alt: 'Sofa', file })).statusCode).toBe(403);
    const stranger = { jar: new Map<string, string>(), address: '10.9.9.9' } as unknown as StaffBrowser;
    expect((await uploadPhoto(t.app, stranger, sofaTarget, { alt: 'Sofa', file })).statusCode).toBe(401);
  });
});
