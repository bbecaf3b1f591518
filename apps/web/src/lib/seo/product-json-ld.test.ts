import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test-support/product-fixture';
import { aggregateRating, decimalPrice, productJsonLd, schemaAvailability, serializeJsonLd } from './product-json-ld';

const base = {
  brandName: 'Nestwood',
  currency: 'USD' as const,
  url: 'http://nestwood.localhost:3000/mattresses/luxe-hybrid-mattress',
  origin: 'http://nestwood.localhost:3000',
  takesOrders: true,
};

describe('decimalPrice', () => {
  it.each([
    [149900, '1499.00'],
    [119920, '1199.20'],
    [5, '0.05'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('%i -> %s', (amount, text) => {
    expect(decimalPrice(amount)).toBe(text);
  });
});

describe('productJsonLd', () => {
  it('describes the shown variant with its sale price, currency, availability and url', () => {
    const ld = productJsonLd({ ...base, product: productFixture(), selection: { Size: 'queen', Color: 'white' } });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Luxe Hybrid Mattress',
      sku: 'LUXEHYB-SZQNCLWT',
      brand: { '@type': 'Brand', name: 'Nestwood' },
      image: [
        'http://nestwood.localhost:3000/media/mattress/luxe-hybrid/white/main.svg',
        'http://nestwood.localhost:3000/media/mattress/luxe-hybrid/white/side.svg',
      ],
      offers: {
        '@type': 'Offer',
        price: '1199.20',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: base.url,
      },
    });
  });

  it('follows priceDiff and back order', () => {
    const ld = productJsonLd({ ...base, product: productFixture(), selection: { Size: 'king', Color: 'white' } });
    expect(ld.offers).toMatchObject({ price: '1439.20', availability: 'https://schema.org/BackOrder' });
  });

  it('is out of stock for a brand that takes no orders', () => {
    const ld = productJsonLd({
      ...base,
      takesOrders: false,
      product: productFixture(),
      selection: { Size: 'queen', Color: 'white' },
    });
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('schemaAvailability', () => {
  const a = {
    isActive: true,
    isInStock: true,
    isBackOrderAllowed: false,
    shippingFrom: 1,
    shippingTo: 3,
    wgsShippingFrom: 1,
    wgsShippingTo: 3,
  };
  it.each([
    [a, 'https://schema.org/InStock'],
    [{ ...a, isInStock: false }, 'https://schema.org/OutOfStock'],
    [{ ...a, isInStock: false, isBackOrderAllowed: true }, 'https://schema.org/BackOrder'],
    [{ ...a, isActive: false }, 'https://schema.org/OutOfStock'],
    [undefined, 'https://schema.org/OutOfStock'],
  ])('%o -> %s', (availability, expected) => {
    expect(schemaAvailability(availability, true)).toBe(expected);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('aggregateRating (only with at least one review)', () => {
  it.each([
    ['no bottomline', null, null],
    ['no reviews', { totalReviews: 0, averageScore: 0 }, null],
    [
      'one review',
      { totalReviews: 1, averageScore: 4 },
      { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
    ],
    [
      'many reviews',
      { totalReviews: 412, averageScore: 4.6 },
      { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 412, bestRating: 5, worstRating: 1 },
    ],
  ])('%s', (_rule, rating, expected) => {
    expect(aggregateRating(rating)).toEqual(expected);
  });

  it('is in the Product JSON-LD with reviews and absent without', () => {
    const product = productFixture();
    const selection = { Size: 'queen', Color: 'white' };
    expect(productJsonLd({ ...base, product, selection, rating: { totalReviews: 12, averageScore: 4.3 } })).toMatchObject({
      aggregateRating: { ratingValue: 4.3, reviewCount: 12 },
    });
    expect(productJsonLd({ ...base, product, selection, rating: { totalReviews: 0, averageScore: 0 } })).not.toHaveProperty(
      'aggregateRating',
    );
  });
});
