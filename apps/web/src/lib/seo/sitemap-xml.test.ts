import { describe, expect, it } from 'vitest';
import type { Product } from '@store/core/product';
import { productFixture } from '../../test-support/product-fixture';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap-xml';

function driftvaleMattress(): Product {
  const base = productFixture({
    id: 'mattress',
    name: 'mattress',
    metadata: { url: '/mattress', isWarranty: false, reportToAnalytics: true },
  });
  const option = (value: string, code: string) => ({ value, title: value, code, priceDiff: 0, outOfStock: false });
  return {
    ...base,
    properties: [
      ...base.properties.filter((p) => p.name === 'Size'),
      {
        name: 'Material',
        title: 'Material',
        code: 'MT',
        defaultValue: 'hybrid',
        options: [option('hybrid', 'HY'), option('memory-foam', 'MF')],
      },
      { name: 'Firmness', title: 'Firmness', code: 'FM', defaultValue: 'firm', options: [option('firm', 'FI')] },
    ],
  };
}

describe('sitemapPaths', () => {
  it('lists home, categories and size pages with products, and product pages once', () => {
    const pillow = productFixture({
      id: 'pillow',
      name: 'pillow',
      attributes: { group: 'bedding', markers: [] },
      metadata: { url: '/bedding/pillow', isWarranty: false, reportToAnalytics: true },
    });
    const paths = sitemapPaths([productFixture(), productFixture(), pillow]);
    expect(paths).toEqual([
      '/',
      '/mattresses',
      '/bedding',
      '/king-size-mattresses',
      '/twin-size-mattresses',
      '/queen-size-mattresses',
      '/mattresses/luxe-hybrid-mattress',
      '/bedding/pillow',
    ]);
  });

  it('leaves out excluded products and bundle-builder pages', () => {
    const hidden = productFixture({ attributes: { group: 'mattress', markers: ['excluded-from-sitemap'] } });
    const builder = productFixture({
      id: 'b',
      metadata: { url: '/bundle-builder/b', isWarranty: false, reportToAnalytics: true },
    });
    const paths = sitemapPaths([hidden, builder]);
    expect(paths).not.toContain('/mattresses/luxe-hybrid-mattress');
    expect(paths).not.toContain('/bundle-builder/b');
  });

  it('lists the material/firmness/size pages of a driftvale mattress', () => {
    const paths = sitemapPaths([driftvaleMattress()]);
    expect(paths).toContain('/mattress');
    expect(paths).toContain('/mattress/hybrid/firm/queen');
    expect(paths).toContain('/mattress/memory-foam/firm/cal-king');
    expect(paths.filter((p) => p.startsWith('/mattress/'))).toHaveLength(8);
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('writes absolute locations', () => {
    expect(sitemapXml(['http://a.localhost:3000/x?a=1&b=2'])).toContain('<loc>http://a.localhost:3000/x?a=1&#38;b=2</loc>');
  });

  it('disallows checkout and the API and points to the sitemap', () => {
    const text = robotsTxt('http://nestwood.localhost:3000');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /api');
    expect(text).toContain('Sitemap: http://nestwood.localhost:3000/sitemap.xml');
  });
});
