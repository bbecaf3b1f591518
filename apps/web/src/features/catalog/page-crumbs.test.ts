import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test-support/product-fixture';
import { pageTrail, trailSteps } from './page-crumbs';

describe('catalogue breadcrumbs (listing: Home › Category; product: Home › Category › Product)', () => {
  it('a category list', () => {
    const trail = pageTrail({ kind: 'listing', category: 'bed-frames', path: '/bed-frames', items: [] }, 'Bed Frames');
    expect(trailSteps(trail)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Bed Frames', path: '/bed-frames' },
    ]);
  });

  it('a size landing page sits under Mattresses', () => {
    const trail = pageTrail(
      { kind: 'size-landing', size: 'king', path: '/king-size-mattresses', items: [] },
      'King Size Mattresses',
    );
    expect(trailSteps(trail).map((s) => s.path)).toEqual(['/', '/mattresses', '/king-size-mattresses']);
  });

  it('a product page ends on its canonical path', () => {
    const product = productFixture();
    const trail = pageTrail(
      {
        kind: 'product',
        product,
        selection: {},
        pathPreselected: false,
        pathProperties: [],
        path: '/mattresses/luxe-hybrid-mattress/king',
        canonicalPath: '/mattresses/luxe-hybrid-mattress',
      },
      product.title,
    );
    expect(trailSteps(trail)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Mattresses', path: '/mattresses' },
      { name: 'Luxe Hybrid Mattress', path: '/mattresses/luxe-hybrid-mattress' },
    ]);
  });
});
