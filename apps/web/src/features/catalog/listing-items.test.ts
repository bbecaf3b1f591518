import { describe, expect, it } from 'vitest';
import type { Product } from '@store/core/product';
import { productFixture } from '../../test-support/product-fixture';
import { listable, sizeLandingItems } from './listing-items';

function withMaterialAndFirmness(): Product {
  const base = productFixture({
    id: 'mattress',
    name: 'mattress',
    metadata: { url: '/mattress', isWarranty: false, reportToAnalytics: true },
  });
  return {
    ...base,
    properties: [
      ...base.properties,
      {
        name: 'Material',
        title: 'Material',
        code: 'MT',
        defaultValue: 'hybrid',
        options: [{ value: 'hybrid', title: 'Hybrid', code: 'HY', priceDiff: 0, outOfStock: false }],
      },
      {
        name: 'Firmness',
        title: 'Firmness',
        code: 'FM',
        defaultValue: 'firm',
        options: [{ value: 'firm', title: 'Firm', code: 'FI', priceDiff: 0, outOfStock: false }],
      },
    ],
  };
}

describe('listing items', () => {
  it('drops products without a page of their own', () => {
    const hidden = productFixture({ attributes: { group: 'mattress', markers: ['no-own-page'] } });
    expect(listable([productFixture(), hidden])).toHaveLength(1);
  });

  it('lists the mattresses sold in a size, priced in that size, linking to the page in that size', () => {
    const [item] = sizeLandingItems([productFixture()], 'king');
    expect(item?.selection).toEqual({ Size: 'king', Color: 'white' });
    expect(item?.href).toBe('/mattresses/luxe-hybrid-mattress?size=king');
    expect(sizeLandingItems([productFixture()], 'full')).toEqual([]);
    expect(sizeLandingItems([productFixture()], 'calKing')).toEqual([]);
  });

  it('carries the size even when it is the default, so a stored choice cannot replace the price the card showed', () => {
    const [item] = sizeLandingItems([productFixture()], 'queen');
    expect(item?.href).toBe('/mattresses/luxe-hybrid-mattress?size=queen');
  });

  it('links a material/firmness mattress to its size page', () => {
    const [item] = sizeLandingItems([withMaterialAndFirmness()], 'twin');
    expect(item?.href).toBe('/mattress/hybrid/firm/twin');
  });
});
