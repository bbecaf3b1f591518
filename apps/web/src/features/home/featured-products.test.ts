import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test-support/product-fixture';
import { featuredProducts } from './featured-products';

describe('featuredProducts', () => {
  it('puts bestsellers first, then mattresses, and skips warranties', () => {
    const pillow = productFixture({ id: 'pillow', attributes: { group: 'bedding', markers: [] } });
    const mattress = productFixture({ id: 'mattress', attributes: { group: 'mattress', markers: [] } });
    const best = productFixture({ id: 'frame', attributes: { group: 'bed-frame', markers: ['bestseller'] } });
    const warranty = productFixture({ id: 'warranty', attributes: { group: 'warranty', markers: ['bestseller'] } });
    expect(featuredProducts([pillow, mattress, best, warranty]).map((p) => p.id)).toEqual(['frame', 'mattress', 'pillow']);
    expect(featuredProducts([pillow, mattress, best], 1).map((p) => p.id)).toEqual(['frame']);
  });
});
