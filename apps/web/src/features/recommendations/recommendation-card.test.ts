import { describe, expect, it } from 'vitest';
import type { Product } from '@store/core/product';
import { defaultRecommendations, recommendationCard, selectionForSku, withRatings } from './recommendation-card';

const availability = {
  isActive: true,
  isInStock: true,
  isBackOrderAllowed: false,
  shippingFrom: 1,
  shippingTo: 3,
  wgsShippingFrom: 5,
  wgsShippingTo: 9,
};
function product(id: string, extra: Partial<Product> = {}): Product {
  const key = id.toUpperCase().replace(/-/g, '');
  return {
    id,
    name: id,
    title: `The ${id}`,
    inventoryKey: key,
    metadata: { url: `/bedding/${id}`, isWarranty: false, reportToAnalytics: true },
    attributes: { group: 'bedding', markers: [] },
    properties: [
      {
        name: 'Size',
        title: 'Size',
        code: 'SZ',
        defaultValue: 'queen',
        options: [
          { value: 'queen', title: 'Queen', code: 'QN', priceDiff: 0, outOfStock: false },
          { value: 'king', title: 'King', code: 'KG', priceDiff: 2000, outOfStock: false },
        ],
      },
    ],
    availability: { [`${key}-SZQN`]: availability, [`${key}-SZKG`]: availability },
    pricing: {
      price: { amount: 9000, currency: 'USD', discount: 10 },
      listPrice: { amount: 10000, currency: 'USD', discount: 10 },
    },
    mediaCollection: [{ url: '/media/bedding/sheets/white/main.svg', thumbUrl: '', tags: [], alt: '', title: '' }],
    extrasData: { markers: [], skus: [] },
    skuData: {},
    content: { summary: '', description: '', highlights: [], relatedProducts: [] },
    ...extra,
  } as Product;
}

describe('recommendation cards', () => {
  it.each([
    {
      rule: "the slot's sku chooses the variant (the bundle box in the cart's size)",
      sku: 'SHEETS-SZKG',
      expected: { Size: 'king' },
    },
    { rule: 'no sku: the default selection', sku: undefined, expected: { Size: 'queen' } },
    { rule: 'a sku of no variant: the default selection', sku: 'OTHER-SZKG', expected: { Size: 'queen' } },
  ])('$rule', ({ sku, expected }) => {
    expect(selectionForSku(product('sheets'), sku)).toEqual(expected);
  });

  it("a card carries the variant's price and one unit of its line", () => {
    const card = recommendationCard(product('sheets'), 'SHEETS-SZKG');
    expect(card).toMatchObject({
      id: 'sheets',
      title: 'The sheets',
      href: '/bedding/sheets',
      image: '/media/bedding/sheets/white/main.svg?w=400',
      listPrice: 12000,
      price: 10800,
      currency: 'USD',
      line: { productID: 'sheets', quantity: 1, properties: [{ name: 'Size', value: 'king' }] },
    });
  });

  it('default recommendations: first recommendable products in catalogue order, without the viewed product', () => {
    const inactive = product('retired', {
      availability: { 'RETIRED-SZQN': { ...availability, isActive: false } },
    });
    const plan = product('plan', { attributes: { group: 'warranty', markers: [] } });
    const catalogue = [product('a'), inactive, product('viewed'), plan, product('b'), product('c')];
    expect(defaultRecommendations(catalogue, { exclude: 'viewed', limit: 2 }).map((c) => c.id)).toEqual(['a', 'b']);
    expect(defaultRecommendations(catalogue).map((c) => c.id)).toEqual(['a', 'viewed', 'b', 'c']);
  });
});

describe('withRatings (one bottomlines answer for the whole row)', () => {
  const cards = [recommendationCard(product('sheets')), recommendationCard(product('duvet'))];

  it('gives each card its own stars and leaves a card without an entry without stars', () => {
    const rated = withRatings(cards, { sheets: { averageScore: 4.5, totalReviews: 12 } });
    expect(rated.map((card) => card.rating)).toEqual([{ averageScore: 4.5, totalReviews: 12 }, undefined]);
  });

  it('an empty answer changes nothing', () => {
    expect(withRatings(cards, {})).toEqual(cards);
  });
});
