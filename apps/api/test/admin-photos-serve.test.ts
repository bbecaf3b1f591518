import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskObjectStore } from '../src/media/object-store/disk-object-store';
import type { ObjectStore } from '../src/media/object-store/object-store';
import { makeProduct, plainProperty, sizeProperty } from './support/factories';
import { makeImage, uploadPhoto } from './support/photos';
import { startS3Double } from './support/s3-double';
import { shopper } from './support/shopper';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

const lamp = makeProduct({
  id: 'lamp',
  properties: [sizeProperty([{ value: 'queen', code: 'QN', priceDiff: 0 }]), plainProperty('Color', ['brass', 'black'])],
});
const plain = makeProduct({ id: 'plain' });

/** Serving, the product wire and the cart, on one object store (run on disk and on the S3 double). */
function servingOn(name: string, open: () => Promise<{ store: ObjectStore; close(): Promise<void> }>) {
  describe(`photos served from the ${name} object store`, () => {
    let t: TestApp;
    let handle: { store: ObjectStore; close(): Promise<void> };
    let owner: StaffBrowser;
    let brass: { id: string; src: string };
    let anyColour: { id: string; src: string };

    beforeAll(async () => {
      handle = await open();
      t = await createTestApp({ seed: { nestwood: [lamp, plain] }, objectStore: handle.store });
      owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner' }));
      const upload = async (alt: string, color?: string) => {
        const res = await uploadPhoto(
          t.app,
          owner,
          { brand: 'nestwood', productId: 'lamp' },
          {
            alt,
            color,
            file: { body: await makeImage('png', { width: 1000, height: 750 }), filename: 'l.png', type: 'image/png' },
          },
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json().result as { id: string; src: string };
      };
      anyColour = await upload('The lamp lit');
      brass = await upload('The brass lamp', 'brass');
    });
    afterAll(async () => {
      await t.close();
      await handle.close();
    });

    it.each([
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ])('a %s variant: its content type, immutable for a year, the width asked', async (format, type, sharpFormat) => {
      const res = await t.app.inject({ method: 'GET', url: `${brass.src}/400.${format}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(sharpFormat);
      expect(meta.width).toBe(400);
      expect(meta.height).toBe(300);
    });

    it('is made once and kept in the object store: the second answer is the stored bytes', async () => {
      const first = await t.app.inject({ method: 'GET', url: `${anyColour.src}/800.webp` });
      const key = `${anyColour.src.replace('/media/photos/', 'photos/')}/800.webp`;
      expect(await handle.store.head(key)).toMatchObject({ contentType: 'image/webp' });
      const second = await t.app.inject({ method: 'GET', url: `${anyColour.src}/800.webp` });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('a width above the original is made at the original width (never enlarged)', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${anyColour.src}/1600.jpg` });
      expect((await sharp(res.rawPayload).metadata()).width).toBe(1000);
    });

    it.each([
      ['an unknown width', (src: string) => `${src}/401.webp`],
      ['an unknown format', (src: string) => `${src}/400.gif`],
      ['the original', (src: string) => `${src}/original`],
      ['another hash', (src: string) => `${src.slice(0, -16)}ffffffffffffffff/400.webp`],
      ['another brand', (src: string) => `${src.replace('/nestwood/', '/plume/')}/400.webp`],
      ['a made-up photo', () => '/media/photos/nestwood/ph_00000000000000000000/0123456789abcdef/400.webp'],
      ['dot segments', () => '/media/photos/nestwood/../../etc/400.webp'],
      ['an encoded slash', (src: string) => `${src}/..%2F..%2Foriginal`],
      ['a NUL byte', (src: string) => `${src}/400%00.webp`],
      ['too few parts', () => '/media/photos/nestwood/400.webp'],
      ['a very long part', () => `/media/photos/nestwood/${'a'.repeat(180)}/0123456789abcdef/400.webp`],
    ])('%s is a 404, never a 500', async (_name, url) => {
      const res = await t.app.inject({ method: 'GET', url: url(brass.src) });
      expect(res.statusCode, `${url(brass.src)}: ${res.body}`).toBe(404);
    });

    it('GET /products/:id carries the photos in order; a product without photos has none', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/products/lamp', headers: { 'x-brand': 'nestwood' } });
      expect(res.json().result.photos).toEqual([
        { id: anyColour.id, color: null, alt: 'The lamp lit', width: 1000, height: 750, src: anyColour.src },
        { id: brass.id, color: 'brass', alt: 'The brass lamp', width: 1000, height: 750, src: brass.src },
      ]);
      const list = await t.app.inject({ method: 'GET', url: '/products?ids=plain,lamp', headers: { 'x-brand': 'nestwood' } });
      expect(list.json().result.map((p: { id: string; photos: unknown[] }) => [p.id, p.photos.length])).toEqual([
        ['plain', 0],
        ['lamp', 2],
      ]);
    });

    it("a cart line's image follows its colour: that colour's photo, else the colour-less one; no photos: the drawing", async () => {
      const s = shopper(t.app);
      const line = (id: string, color?: string) => ({
        productID: id,
        quantity: 1,
        properties: [{ name: 'Size', value: 'queen' }, ...(color ? [{ name: 'Color', value: color }] : [])],
      });
      const cart = s.cart(
        await s.call('POST', '/carts/my/items', { items: [line('lamp', 'brass'), line('lamp', 'black'), line('plain')] }),
      );
      const images = cart.items.map((i) => [i.product.id, i.properties.find((p) => p.name === 'Color')?.value, i.product.image]);
      expect(images).toEqual(
        expect.arrayContaining([
          ['lamp', 'brass', `${brass.src}/160.webp`],
          ['lamp', 'black', `${anyColour.src}/160.webp`],
          ['plain', undefined, '/media/mattress/test/white/main.svg?w=77'],
        ]),
      );
      expect(images).toHaveLength(3);
    });
  });
}

servingOn('disk', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'photos-'));
  return { store: diskObjectStore(root), close: () => rm(root, { recursive: true, force: true }) };
});
servingOn('S3 (s3rver double)', () => startS3Double());
