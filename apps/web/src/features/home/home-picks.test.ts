import { describe, expect, it } from 'vitest';
import type { Product } from '@store/core/product';
import { productFixture } from '../../test-support/product-fixture';
import { mainMattress, promotionPercent } from './home-picks';

function product(id: string, group: Product['attributes']['group'], discount: number, markers: string[] = []): Product {
  const base = productFixture();
  return {
    ...base,
    id,
    attributes: { ...base.attributes, group, markers },
    pricing: {
      price: { amount: 10000 - discount * 100, currency: 'USD', discount },
      listPrice: { amount: 10000, currency: 'USD', discount },
    },
  };
}

describe('home page picks', () => {
  it.each([
    [[product('a', 'mattress', 25), product('b', 'bedding', 20)], 25],
    [[product('a', 'mattress', 45)], 30],
    [[product('a', 'mattress', 0)], null],
    [[product('a', 'mattress', 40, ['no-own-page']), product('b', 'bedding', 10)], 10],
    [[], null],
  ])('"Sale up to 30%": the promotion of %# is %s', (products, percent) => {
    expect(promotionPercent(products)).toBe(percent);
  });

  it('the main mattress is the bestseller mattress, else the first mattress', () => {
    const plain = product('plain', 'mattress', 10);
    const best = product('best', 'mattress', 10, ['bestseller']);
    expect(mainMattress([product('frame', 'bed-frame', 10, ['bestseller']), plain, best])?.id).toBe('best');
    expect(mainMattress([product('frame', 'bed-frame', 10), plain])?.id).toBe('plain');
    expect(mainMattress([product('frame', 'bed-frame', 10)])).toBeNull();
  });
});
