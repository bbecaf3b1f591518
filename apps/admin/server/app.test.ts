import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminServer } from './app';

const SECRET = 'a'.repeat(40);
const NOW = 1_750_000_000;
let clientDir: string;
let api: FastifyInstance;
let apiUrl: string;
let admin: FastifyInstance;

/** A stand-in API: answers every /admin path with the method, path and headers it received. */
async function echoApi(): Promise<FastifyInstance> {
  const app = Fastify();
  // A photo upload's form, counted (the stand-in takes up to 20 MB of it, as the API's upload route does 15 MB).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 20 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.all('/admin/*', async (request) => ({
    method: request.method,
    url: request.url,
    headers: request.headers,
    bytes: Buffer.isBuffer(request.body) ? request.body.length : null,
  }));
  app.get('/media/photos/*', async (request, reply) => reply.type('image/webp').send(Buffer.from(`photo ${request.url}`)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'admin-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<meta name="csp-nonce" content="__CSP_NONCE__"><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js'), 'console.log(1)');
  // What the build writes beside each script (vite-plugin-compression2): the same bytes compressed, once.
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  api = await echoApi();
  const address = api.server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await buildAdminServer({ clientDir, apiUrl, clientAddressSecret: SECRET, trustProxies: [], nowSeconds: () => NOW });
});
afterAll(async () => {
  await admin.close();
  await api.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the application: index.html for every page path, never cached; hashed assets cached for good', () => {
  it.each(['/', '/orders', '/orders/ord_123', '/sign-in?next=%2Forders', '/set-password?token=abc'])(
    'GET %s answers index.html with no-store and a fresh nonce in place',
    async (url) => {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const nonce = /content="([^"]+)"/.exec(res.body)?.[1];
      expect(nonce).toBeTruthy();
      expect(nonce).not.toBe('__CSP_NONCE__');
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    },
  );

  it('a hashed asset is immutable for a year; another file is revalidated', async () => {
    const asset = await admin.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await admin.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
  ])(
    'an asset asked for with Accept-Encoding %s is the file the build compressed that way',
    async (accepted, encoding, decode) => {
      const asset = await admin.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(asset.rawPayload).toString()).toBe('console.log(1)');
    },
  );

  it('/index.html itself goes through the page path (nonce and no-store), a missing file is a 404', async () => {
    const index = await admin.inject({ method: 'GET', url: '/index.html' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-store');
    expect(index.body).not.toContain('__CSP_NONCE__');
    const missing = await admin.inject({ method: 'GET', url: '/assets/missing-1.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('every answer carries the security headers', async () => {
    const res = await admin.inject({ method: 'GET', url: '/orders' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('/admin/* is forwarded to the API', () => {
  it('with its method, path, query, body, cookie, Origin and Host unchanged', async () => {
    const res = await admin.inject({
      method: 'POST',
      url: '/admin/orders/ord_1/refunds?x=1',
      headers: {
        host: 'admin.example.com',
        origin: 'https://admin.example.com',
        cookie: 'staff.session_token=abc',
        'idempotency-key': 'k-1',
      },
      payload: { amount: 100, reason: 'damaged' },
    });
    expect(res.statusCode).toBe(200);
    const seen = res.json<{ method: string; url: string; headers: Record<string, string> }>();
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/admin/orders/ord_1/refunds?x=1');
    expect(seen.headers.origin).toBe('https://admin.example.com');
    // The API sees the staff application's host (its cookie is Secure outside localhost), not its own.
    expect(seen.headers.host).toBe('admin.example.com');
    expect(seen.headers.cookie).toBe('staff.session_token=abc');
    expect(seen.headers['idempotency-key']).toBe('k-1');
  });

  it("signs the staff member's address and drops any address the browser claims", async () => {
    const res = await admin.inject({
      method: 'GET',
      url: '/admin/auth/me',
      remoteAddress: '203.0.113.9',
      headers: { 'x-client-address': '198.51.100.1', 'x-client-address-signature': 't=1,v1=00', 'x-forwarded-for': '10.0.0.1' },
    });
    const headers = res.json<{ headers: Record<string, string> }>().headers;
    const hex = createHmac('sha256', SECRET).update(`${NOW}.203.0.113.9`).digest('hex');
    expect(headers['x-client-address']).toBe('203.0.113.9');
    expect(headers['x-client-address-signature']).toBe(`t=${NOW},v1=${hex}`);
    expect(headers['x-forwarded-for']).toBeUndefined();
  });

  it('without a secret nothing is signed, and claimed addresses are still dropped', async () => {
    const bare = await buildAdminServer({ clientDir, apiUrl, clientAddressSecret: null, trustProxies: [] });
    const res = await bare.inject({ method: 'GET', url: '/admin/auth/me', headers: { 'x-client-address': '198.51.100.1' } });
    expect(res.json<{ headers: Record<string, string> }>().headers['x-client-address']).toBeUndefined();
    await bare.close();
  });

  it('an API that does not answer is a 502 with the error envelope', async () => {
    const down = await buildAdminServer({ clientDir, apiUrl: 'http://127.0.0.1:9', clientAddressSecret: null, trustProxies: [] });
    const res = await down.inject({ method: 'GET', url: '/admin/auth/me' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'API_UNAVAILABLE',
      message: 'The store API is not reachable; try again in a moment',
    });
    await down.close();
  });

  it('without a build, a page path says how to build it', async () => {
    const unbuilt = await buildAdminServer({
      clientDir: path.join(clientDir, 'nope'),
      apiUrl,
      clientAddressSecret: null,
      trustProxies: [],
    });
    const res = await unbuilt.inject({ method: 'GET', url: '/orders' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'NOT_BUILT' });
    await unbuilt.close();
  });
});

describe('product photos through the staff origin', () => {
  it('a 15 MB photo upload reaches the API whole (the proxy streams it, no body limit of its own)', async () => {
    const payload = Buffer.alloc(15 * 1024 * 1024 + 1000, 7);
    const res = await admin.inject({
      method: 'POST',
      url: '/admin/catalog/products/nestwood/bed/photos',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bytes).toBe(payload.length);
  });

  it('GET /media/photos/... is forwarded to the API (thumbnails); other methods are not', async () => {
    const res = await admin.inject({ method: 'GET', url: '/media/photos/nestwood/ph_1/0123456789abcdef/400.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body).toBe('photo /media/photos/nestwood/ph_1/0123456789abcdef/400.webp');
    expect((await admin.inject({ method: 'POST', url: '/media/photos/x' })).statusCode).toBe(404);
  });
});
