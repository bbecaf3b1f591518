import { describe, expect, it } from 'vitest';
import { BRAND_KEYS, BRANDS } from '@store/core';
import { saleHeadlineDiscount, saleItems, SALE_MAX_DISCOUNT } from '@store/core/compare/sale';
import { demoProducts } from '../support/demo-data';

describe('the demo store\'s sale ("Sale up to 30%", /sale)', () => {
  it.each(BRAND_KEYS.filter((brand) => BRANDS[brand].status === 'active'))(
    '%s has a sale, and no listed price is more than 30%% off',
    (brand) => {
      const items = saleItems(demoProducts(brand));
      expect(items.length).toBeGreaterThan(0);
      expect(saleHeadlineDiscount(items)).toBeLessThanOrEqual(SALE_MAX_DISCOUNT);
      for (const item of items) expect(item.price.discount, item.product.id).toBeLessThanOrEqual(SALE_MAX_DISCOUNT);
    },
  );

  it("the main brand's sale reaches the 30% the copy claims", () => {
    expect(saleHeadlineDiscount(saleItems(demoProducts('nestwood')))).toBe(SALE_MAX_DISCOUNT);
  });
});
