import { describe, expect, it } from 'vitest';
import { fixtureProduct } from './fixtures.test-support';
import { saleDiscounts, saleHeadlineDiscount, saleItems, SALE_MAX_DISCOUNT } from './sale';

describe('saleItems (/sale, "Sale up to 30%")', () => {
  const items = saleItems([
    fixtureProduct({ id: 'a', discount: 20 }),
    fixtureProduct({ id: 'full-price', discount: 0 }),
    fixtureProduct({ id: 'b', discount: 30 }),
    fixtureProduct({ id: 'c', discount: 20 }),
    fixtureProduct({ id: 'hidden', discount: 30, markers: ['no-own-page'] }),
    fixtureProduct({ id: 'plan', discount: 25, group: 'warranty' }),
    fixtureProduct({ id: 'gone', discount: 25, inactiveSkus: ['GONE-SZQN'] }),
  ]);

  it('only discounted, shown, active products; largest discount first, catalogue order within one', () => {
    expect(items.map((i) => i.product.id)).toEqual(['b', 'a', 'c']);
    expect(saleDiscounts(items)).toEqual([30, 20]);
  });

  it.each([
    { rule: 'the headline is the largest listed discount', discounts: [20, 30, 10], expected: 30 },
    { rule: 'a smaller sale never claims more than it gives', discounts: [10, 15], expected: 15 },
    { rule: 'no sale claims nothing', discounts: [0], expected: 0 },
  ])('sale up to 30%: $rule', ({ discounts, expected }) => {
    const listed = saleItems(discounts.map((discount, i) => fixtureProduct({ id: `p${i}`, discount })));
    const headline = saleHeadlineDiscount(listed);
    expect(headline).toBe(expected);
    expect(listed.every((item) => item.price.discount <= headline)).toBe(true);
  });

  it('the cap is 30%', () => {
    expect(SALE_MAX_DISCOUNT).toBe(30);
  });
});
