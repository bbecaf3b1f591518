import { describe, expect, it } from 'vitest';
import type { BundleOffer } from './bundle-offer';
import { bundleDefaultPrice, bundlePagePricing, defaultBundleChoice } from './bundle-page-pricing';
import { BAMBOO_HEADBOARD, BUILDER, FRAME, MATTRESS, METAL_FRAME, WARRANTY } from './test-pieces';

const bundle = { id: BUILDER.id, title: BUILDER.title, properties: BUILDER.properties, bundlePage: BUILDER.bundlePage! };
const offer: BundleOffer = { pricing: {}, bundle, parts: [MATTRESS, FRAME, METAL_FRAME, BAMBOO_HEADBOARD, WARRANTY] };
/** The same page where the only frame on offer is the metal one, which comes in Queen only. */
const queenOnly: BundleOffer = { ...offer, parts: [MATTRESS, METAL_FRAME, WARRANTY] };
const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('a bundle page opens on its default choice', () => {
  it.each([
    { rule: 'queen: the mattress and the first frame, no optional part', size: 'queen', offer },
    { rule: 'king: the same picks', size: 'king', offer },
  ])('$rule', ({ size, offer: o }) => {
    expect(defaultBundleChoice(o, size)).toEqual({ picks: { base: 'mattress', furniture: 'bamboo-frame' }, colors: {} });
  });

  it.each([
    {
      // Mattress 99900 - 30% = 69930; bamboo frame 79900 - 25% = 59925, less 15% in the bundle = 50936.
      rule: 'queen: mattress at its sale price, frame 15% off its sale price',
      size: 'queen',
      offer,
      expected: { totalValue: 179800, finalPrice: 120866, discount: 58934 },
    },
    {
      // Mattress 119900 - 30% = 83930; frame 89900 - 25% = 67425, less 15% = 57311.
      rule: 'king: the same parts in King',
      size: 'king',
      offer,
      expected: { totalValue: 209800, finalPrice: 141241, discount: 68559 },
    },
    {
      // Mattress 69930; metal frame 29900 - 20% = 23920, less 15% = 20332.
      rule: 'queen with only the metal frame on offer',
      size: 'queen',
      offer: queenOnly,
      expected: { totalValue: 129800, finalPrice: 90262, discount: 39538 },
    },
    { rule: 'no frame comes in King: it cannot be built', size: 'king', offer: queenOnly, expected: null },
  ])('$rule', ({ size, offer: o, expected }) => {
    expect(bundleDefaultPrice(o, size)).toEqual(expected);
  });
});

describe('bundlePagePricing: the bundle product priced as its default choice', () => {
  it('gives each sku its size default choice: what the page total says and the cart charges', () => {
    expect(bundlePagePricing(offer, BUILDER, 'USD')).toEqual({
      ok: true,
      value: [
        {
          sku: 'BUILDYOURBED-SZS0',
          totalPrice: usd(120866),
          discountedPrice: usd(120866),
          totalValue: usd(179800),
          listPrice: usd(179800),
        },
        {
          sku: 'BUILDYOURBED-SZS1',
          totalPrice: usd(141241),
          discountedPrice: usd(141241),
          totalValue: usd(209800),
          listPrice: usd(209800),
        },
      ],
    });
  });

  it('refuses a page that sells a size it cannot be built in', () => {
    const priced = bundlePagePricing(queenOnly, BUILDER, 'USD');
    expect(priced.ok ? priced.value : priced.error.message).toBe('Build Your Bed cannot be built in king');
  });
});
