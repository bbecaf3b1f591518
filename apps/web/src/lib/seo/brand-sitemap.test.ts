import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core/brands';
import { productFixture } from '../../test-support/product-fixture';
import { brandSitemapPaths } from './brand-sitemap';
import { routePagePaths, type RoutePage } from './route-pages';

const routePages: RoutePage[] = [
  { path: '/reviews', brands: 'selling' },
  { path: '/store/store-locator', brands: 'all' },
  { path: '/p/compare/driftvale', brands: ['nestwood'] },
];

describe('brand sitemap (every page in the brand sitemap)', () => {
  it('lists the catalogue pages, then content pages with sitemap: true, then route pages, each once', () => {
    const paths = brandSitemapPaths({
      brand: BRANDS.nestwood,
      products: [productFixture()],
      content: [
        { path: '/faq', sitemap: true },
        { path: '/p/internal-note', sitemap: false },
        { path: '/reviews', sitemap: true },
      ],
      routePages,
    });
    expect(paths).toEqual([
      '/',
      '/mattresses',
      '/king-size-mattresses',
      '/twin-size-mattresses',
      '/queen-size-mattresses',
      '/mattresses/luxe-hybrid-mattress',
      '/faq',
      '/reviews',
      '/store/store-locator',
      '/p/compare/driftvale',
    ]);
  });

  it.each([
    ['nestwood', ['/reviews', '/store/store-locator', '/p/compare/driftvale']],
    ['driftvale', ['/reviews', '/store/store-locator']],
    ['hushly', ['/store/store-locator']],
  ] as const)("route pages by their brands ('selling' leaves out the discontinued brand): %s", (key, expected) => {
    expect(routePagePaths(BRANDS[key], routePages)).toEqual(expected);
  });
});
