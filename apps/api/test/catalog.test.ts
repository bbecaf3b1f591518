import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_KEYS, productSchema } from '@store/core';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'catalog' });
});
afterAll(() => t.close());

const get = (url: string, brand: string) => t.app.inject({ method: 'GET', url, headers: { 'x-brand': brand } });

describe('the demo catalogue through the API', () => {
  it.each(BRAND_KEYS)('%s: every product comes back valid, with its brand currency', async (brand) => {
    const res = await get('/products', brand);
    expect(res.statusCode).toBe(200);
    const products = res.json().result as unknown[];
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(productSchema.safeParse(p).success).toBe(true);
  });

  it('a product name is the last segment of its page path, found by ?names=', async () => {
    const res = await get(
      '/products?names=mattress,luxe-hybrid-mattress,bamboo-platform-bed-frame,2-drawer-nightstand',
      'nestwood',
    );
    const urls = res.json().result.map((p: { metadata: { url: string } }) => p.metadata.url);
    expect(urls).toEqual([
      '/mattress',
      '/mattresses/luxe-hybrid-mattress',
      '/bed-frames/bamboo-platform-bed-frame',
      '/furniture/2-drawer-nightstand',
    ]);
  });

  it('serves the demo upsell offers imported with the catalogue', async () => {
    const res = await get('/upsells?flags=showShippingProtection', 'nestwood');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((o: { name: string }) => o.name)).toContain('free-pillows');
  });
});
