import { describe, expect, it } from 'vitest';
import { BRANDS } from '@store/core';
import { saleHeadlineDiscount, saleItems, SALE_MAX_DISCOUNT } from '@store/core/compare/sale';
import { CATALOG_BRANDS, seedCatalog } from './index';

describe('the seed sale ("Sale up to 30%", /sale)', () => {
  it.each(CATALOG_BRANDS.filter((brand) => BRANDS[brand].status === 'active'))(
    '%s has a sale, and no listed price is more than 30%% off',
    (brand) => {
      const items = saleItems(seedCatalog(brand));
      expect(items.length).toBeGreaterThan(0);
      expect(saleHeadlineDiscount(items)).toBeLessThanOrEqual(SALE_MAX_DISCOUNT);
      for (const item of items) expect(item.price.discount, item.product.id).toBeLessThanOrEqual(SALE_MAX_DISCOUNT);
    },
  );

  it("the main brand's sale reaches the 30% the copy claims", () => {
    expect(saleHeadlineDiscount(saleItems(seedCatalog('nestwood')))).toBe(SALE_MAX_DISCOUNT);
  });
});
