import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowedOrigins: ['https://shop.example.com'] });
});
afterAll(() => t.close());

describe('security', () => {
  it('sends CSP, nosniff and a referrer policy on every response, errors included', async () => {
    for (const url of ['/health', '/products/missing', '/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it.each([
    ['shop.example.com', 'max-age=31536000; includeSubDomains'],
    ['nestwood.localhost:3000', undefined],
    ['localhost', undefined],
    ['127.0.0.1:4000', undefined],
  ])('sends HSTS on real hosts only, errors included: %s', async (host, hsts) => {
    for (const url of ['/health', '/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host } });
      expect(res.headers['strict-transport-security']).toBe(hsts);
    }
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }, true],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, true],
    ['a storefront origin', { origin: 'http://nestwood.localhost:3000' }, false],
    ['an allowed origin', { origin: 'https://shop.example.com' }, false],
    ['no Origin (server to server)', {}, false],
  ])('a state-changing request with %s is refused: %s', async (_label, headers, refused) => {
    const res = await t.app.inject({ method: 'DELETE', url: '/carts/my', headers });
    expect(res.statusCode).toBe(refused ? 403 : 200);
    if (refused) expect(res.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN_ORIGIN' });
  });

  it('answers unknown routes with the error envelope, not a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it.each([
    ['a path parameter over the router limit', `/products/${'x'.repeat(300)}`, 414],
    ['a malformed percent-encoding', '/products/%E0%A4%A', 400],
  ])('answers %s with the error envelope', async (_label, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
  });

  it('answers malformed JSON with 400, never 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/products/{id}', '/products']));
  });
});
