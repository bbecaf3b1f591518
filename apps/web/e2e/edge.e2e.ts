import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rawRequest } from './support/raw-http';

/** A forged X-Forwarded-For, new on every request, as a client resetting per-address limits would send. */
const forgedAddress = () => `${1 + randomInt(223)}.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

/** The storefront's edge, through the running server. */
describe('storefront edge', () => {
  it('limits 150 coupon guesses from fresh sessions with forged X-Forwarded-For, spread over two brand hosts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const res = await rawRequest({
        method: 'POST',
        path: '/api/carts/coupons/validate',
        brand: i % 2 === 0 ? 'nestwood' : 'driftvale',
        headers: { 'x-forwarded-for': forgedAddress(), 'x-real-ip': forgedAddress() },
        body: [{ couponCode: `GUESS${i}X`, items: [] }],
        localAddress: '127.0.0.71',
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(100);
    expect(statuses.slice(-50).every((s) => s === 429)).toBe(true);
    // Another shopper (another address) still gets an answer.
    const other = await rawRequest({
      method: 'POST',
      path: '/api/carts/coupons/validate',
      body: [{ couponCode: 'SAVE10', items: [] }],
      localAddress: '127.0.0.72',
    });
    expect(other.status).toBe(200);
  });

  it('limits cart merges from fresh sessions with forged X-Forwarded-For across brand hosts too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const res = await rawRequest({
        method: 'POST',
        path: '/api/carts/my/merge',
        brand: i % 2 === 0 ? 'nestwood' : 'driftvale',
        headers: { 'x-forwarded-for': forgedAddress() },
        body: { cartId: 'C'.repeat(24), multiUse: true },
        localAddress: '127.0.0.73',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
  });

  it.each(['/api/docs', '/api/docs/json', '/api/docs/static/index.html', '/api/health', '/api', '/api/carts/%2e%2e/health'])(
    'keeps the internal %s off the storefront: 404',
    async (path) => {
      const res = await rawRequest({ path });
      expect(res.status).toBe(404);
      expect(res.body).not.toMatch(/openapi|swagger|"database"/i);
    },
  );

  it('still proxies the API: GET /api/products and GET /api/carts/my', async () => {
    expect((await rawRequest({ path: '/api/products' })).status).toBe(200);
    expect((await rawRequest({ path: '/api/carts/my' })).status).toBe(200);
  });

  it.each([
    ['TRACE', '/'],
    ['TRACE', '/mattress'],
    ['TRACE', '/api/carts/my'],
    ['OPTIONS', '*'],
  ])('answers %s %s with 405 and an Allow header', async (method, path) => {
    const res = await rawRequest({ method, path });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain('GET');
  });

  it.each([
    ['PATCH', '/'],
    ['PROPFIND', '/'],
    ['TRACK', '/'],
    ['GET', '/api/carts/%ff'],
    ['OPTIONS', '/'],
    ['OPTIONS', '/api/carts/my'],
    ['DELETE', '/mattress'],
    ['GET', '//mattress'],
    ['GET', '/%00'],
    ['GET', '/mattress/%ff'],
    ['GET', '/mattress?size=%ff'],
    ['GET', 'http://evil.example/'],
    ['GET', '/api/%2e%2e/docs'],
  ])('gives no 5xx to %s %s', async (method, path) => {
    const res = await rawRequest({ method, path });
    expect(res.status).toBeLessThan(500);
  });

  it('serves cart item paths with their trailing slash: PUT and DELETE /api/carts/my/items/{id}/ reach the API', async () => {
    const put = await rawRequest({
      method: 'PUT',
      path: '/api/carts/my/items/no-such-line/',
      body: { productID: 'luxe-hybrid-mattress', quantity: 1, properties: [] },
    });
    expect(put.status).not.toBe(308);
    expect(put.headers['content-type']).toMatch(/json/);
    const del = await rawRequest({
      method: 'DELETE',
      path: '/api/carts/my/items/no-such-line/',
      headers: { origin: 'http://nestwood.localhost' },
    });
    expect(del.status).not.toBe(308);
    expect(del.headers['content-type']).toMatch(/json/);
  });

  it('redirects a page path with a trailing slash to the page', async () => {
    const res = await rawRequest({ path: '/mattress/?size=king' });
    expect(res.status).toBe(308);
    expect(res.headers.location).toMatch(/\/mattress\?size=king$/);
  });

  it('gives every page script the nonce of its own request and allows no inline script', async () => {
    const pages = await Promise.all([rawRequest({ path: '/' }), rawRequest({ path: '/' })]);
    const nonces = pages.map((page) => {
      const csp = String(page.headers['content-security-policy']);
      const script = csp.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(script).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(script)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends HSTS as the API does, except on localhost and *.localhost', async () => {
    const remote = await rawRequest({ path: '/mattress', host: 'shop.example.com' });
    expect(remote.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const local = await rawRequest({ path: '/mattress' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the build scripts in Brotli to a browser that takes it, with the same headers and text as the gzip answer', async () => {
    const page = await rawRequest({ path: '/faq' });
    const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(chunk).toBeTruthy();
    // Framework assets need no brand host (Node cannot resolve *.localhost).
    const url = `http://127.0.0.1:${process.env.E2E_WEB_PORT}${chunk}`;
    const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // Compressed in the background after start-up: the gzip answer until then.
    await expect
      .poll(async () =>
        (await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding'),
      )
      .toBe('br');
    const brotli = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const same = (headers: Headers) =>
      [
        'content-type',
        'cache-control',
        'vary',
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
      ].map((name) => [name, headers.get(name)]);
    expect(same(brotli.headers)).toEqual(same(gzip.headers));
    expect(await brotli.text()).toBe(await gzip.text());
  });
});
