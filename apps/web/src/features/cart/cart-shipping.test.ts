import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test-support/product-fixture';
import { cartExtra, cartFixture, cartLine } from '../../test-support/cart-fixture';
import { cartShippingEstimate } from './cart-shipping';

describe('cartShippingEstimate', () => {
  const product = productFixture();
  const [sku, availability] = Object.entries(product.availability)[0] ?? ['', undefined];
  const line = { ...cartLine('a'), sku, product: { ...cartLine('a').product, id: product.id } };

  it.each([
    ['no product known: the default 1 - 3', cartFixture([line]), [], '1 - 3'],
    ['the sku window', cartFixture([line]), [product], `${availability?.shippingFrom} - ${availability?.shippingTo}`],
    [
      'white glove windows with white glove delivery',
      cartFixture([line], [cartExtra('white-glove', 14_900, 'White Glove Delivery', 'mattress-white-glove')]),
      [product],
      `${availability?.wgsShippingFrom} - ${availability?.wgsShippingTo}`,
    ],
  ])('%s', (_name, cart, products, expected) => {
    expect(cartShippingEstimate(cart, products)).toBe(expected);
  });

  it('to Hawaii, the freight days on top of the sku window, and no 24 hours', () => {
    const fast = { ...product, availability: { [sku]: { ...availability!, shippingFrom: 1, shippingTo: 1 } } };
    const hawaii = { ...cartFixture([line]), region: { country: 'US', state: 'HI', zip: '96813' } };
    expect(cartShippingEstimate(hawaii, [fast])).toBe('6 - 12');
  });

  it('24 Hours! when every sku ships within a day', () => {
    const fast = {
      ...product,
      availability: { [sku]: { ...availability!, shippingFrom: 1, shippingTo: 1 } },
    };
    expect(cartShippingEstimate(cartFixture([line]), [fast])).toBe('24 Hours!');
  });
});
