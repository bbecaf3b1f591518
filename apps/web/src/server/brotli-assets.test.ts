import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliAssets } from './brotli-assets';

const SCRIPT = `console.log(${JSON.stringify('a chunk of the build '.repeat(200))});\n`;
const STYLES = 'body{margin:0}\n'.repeat(100);

let server: Server;
let port = 0;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brotli-assets-'));
  mkdirSync(path.join(dir, 'chunks'));
  mkdirSync(path.join(dir, 'media'));
  writeFileSync(path.join(dir, 'chunks/0abc.js'), SCRIPT);
  writeFileSync(path.join(dir, 'chunks/styles.css'), STYLES);
  writeFileSync(path.join(dir, 'media/font.woff2'), 'not compressed again');
  const assets = brotliAssets(dir, [{ key: 'X-Frame-Options', value: 'DENY' }]);
  await assets.warm();
  // What Next.js would answer: a 299 tells the test the request was left to it.
  server = createServer((req, res) => {
    if (assets.answer(req, res)) return;
    res.statusCode = 299;
    res.end('left to Next.js');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (fetch would decompress and hide the encoding). */
function get(pathname: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('Brotli answers for the build scripts and stylesheets', () => {
  it.each([
    ['a script', '/_next/static/chunks/0abc.js', SCRIPT, 'application/javascript; charset=UTF-8'],
    ['a stylesheet', '/_next/static/chunks/styles.css', STYLES, 'text/css; charset=UTF-8'],
    ['a script asked with a query', '/_next/static/chunks/0abc.js?dpl=1', SCRIPT, 'application/javascript; charset=UTF-8'],
  ])('%s in Brotli, smaller, with the asset headers', async (_label, pathname, text, type) => {
    const answer = await get(pathname, BR);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(text.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(text);
  });

  it.each([
    ['gzip only', '/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip, deflate' }],
    ['Brotli refused with q=0', '/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip, br;q=0' }],
    ['no Accept-Encoding', '/_next/static/chunks/0abc.js', {}],
    ['a file that is not a script or stylesheet', '/_next/static/media/font.woff2', BR],
    ['a file the build does not have', '/_next/static/chunks/nope.js', BR],
    ['a path out of the folder', '/_next/static/../../../etc/passwd', BR],
    ['an encoded path out of the folder', '/_next/static/chunks/..%2F..%2Fpackage.json', BR],
    ['a page', '/faq', BR],
  ])('%s: left to Next.js', async (_label, pathname, headers) => {
    expect((await get(pathname, headers)).status).toBe(299);
  });

  it('POST is left to Next.js', async () => {
    expect((await get('/_next/static/chunks/0abc.js', BR, 'POST')).status).toBe(299);
  });

  it('HEAD: the headers without a body', async () => {
    const answer = await get('/_next/static/chunks/0abc.js', BR, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it('a repeat with If-None-Match is 304 without a body; another ETag gets the file', async () => {
    const first = await get('/_next/static/chunks/0abc.js', BR);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"br-[A-Za-z0-9_-]{22}"$/);
    const repeat = await get('/_next/static/chunks/0abc.js', { ...BR, 'if-none-match': etag });
    expect(repeat.status).toBe(304);
    expect(repeat.body.length).toBe(0);
    expect((await get('/_next/static/chunks/0abc.js', { ...BR, 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('a missing folder (a development server) compresses nothing and answers nothing', async () => {
    const assets = brotliAssets(path.join(os.tmpdir(), 'no-such-build-folder'), []);
    await assets.warm();
    const fake = { method: 'GET', url: '/_next/static/chunks/0abc.js', headers: BR };
    expect(assets.answer(fake as never, {} as never)).toBe(false);
  });
});
