import { describe, expect, it } from 'vitest';
import { brandCacheTag, isStorefrontCacheTag } from './cache-tags';

describe('storefront cache tags', () => {
  it("a brand's tag", () => {
    expect(brandCacheTag('nestwood')).toBe('brand:nestwood');
  });

  it.each([
    ['brand:nestwood', true],
    ['brand:plume', true],
    ['reviews:plume:lists', true],
    ['reviews:plume:product:foam-mattress', true],
    ['brand:nobody', false],
    ['brand:', false],
    ['brand:nestwood:x', false],
    ['Brand:nestwood', false],
    ['reviews:nobody:lists', false],
    ['product:plume', false],
    ['', false],
  ])('%s: %s', (tag, accepted) => {
    expect(isStorefrontCacheTag(tag)).toBe(accepted);
  });
});
