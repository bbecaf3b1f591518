import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { makeProduct } from './support/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: {
      nestwood: [
        makeProduct({ id: 'alpha-mattress', inventoryKey: 'ALPHA' }),
        makeProduct({ id: 'beta-pillow', inventoryKey: 'BETA', attributes: { group: 'bedding', markers: ['soft-good'] } }),
        makeProduct({ id: 'gamma-frame', inventoryKey: 'GAMMA', attributes: { group: 'bed-frame', markers: [] } }),
      ],
      arbor: [makeProduct({ id: 'arbor-latex', inventoryKey: 'ARBLTX' })],
    },
  });
});
afterAll(() => t.close());

const get = (url: string, brand?: string) => t.app.inject({ method: 'GET', url, headers: brand ? { 'x-brand': brand } : {} });

describe('GET /products/{id}', () => {
  it('returns the product in the ok envelope with availability keyed by sku', async () => {
    const res = await get('/products/alpha-mattress', 'nestwood');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.result.id).toBe('alpha-mattress');
    expect(Object.keys(body.result.availability).sort()).toEqual(['ALPHA-SZKG', 'ALPHA-SZQN']);
  });

  it('answers 404 Product not found for an unknown id', async () => {
    const res = await get('/products/nope', 'nestwood');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('a product of one brand is never visible from another', async () => {
    expect((await get('/products/arbor-latex', 'nestwood')).statusCode).toBe(404);
    expect((await get('/products/arbor-latex', 'arbor')).statusCode).toBe(200);
    expect((await get('/products/alpha-mattress', 'arbor')).statusCode).toBe(404);
  });

  it('uses the default brand when no x-brand header is sent', async () => {
    expect((await get('/products/alpha-mattress')).statusCode).toBe(200);
  });

  it('refuses an unknown brand with 400 UNKNOWN_BRAND', async () => {
    const res = await get('/products/alpha-mattress', 'acme');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNKNOWN_BRAND');
  });
});

describe('GET /products lookups', () => {
  it.each([
    ['ids', '?ids=gamma-frame,alpha-mattress', ['gamma-frame', 'alpha-mattress']],
    ['names', '?names=beta-pillow,alpha-mattress', ['beta-pillow', 'alpha-mattress']],
    ['inventoryKeys', '?inventoryKeys=GAMMA,BETA', ['gamma-frame', 'beta-pillow']],
    ['unknown names are dropped, not errors', '?names=nope,alpha-mattress,also-nope', ['alpha-mattress']],
    ['duplicates collapse', '?ids=alpha-mattress,alpha-mattress', ['alpha-mattress']],
    ['malformed entries cannot match', '?names=%3Cscript%3E,beta-pillow', ['beta-pillow']],
    ['group', '?group=bedding', ['beta-pillow']],
    ['everything of the brand', '', ['alpha-mattress', 'beta-pillow', 'gamma-frame']],
  ])('%s', async (_label, query, ids) => {
    const res = await get(`/products${query}`, 'nestwood');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((p: { id: string }) => p.id)).toEqual(ids);
  });

  it.each([
    ['two selectors at once', '?ids=a&names=b'],
    ['an unknown group', '?group=spaceships'],
    ['more than 200 entries', `?ids=${Array.from({ length: 201 }, (_, i) => `p${i}`).join(',')}`],
  ])('refuses %s with 400 and a message', async (_label, query) => {
    const res = await get(`/products${query}`, 'nestwood');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect(res.json().message.length).toBeGreaterThan(0);
  });
});
