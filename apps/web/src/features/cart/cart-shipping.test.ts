import { describe, expect, it } from 'vitest';
import { productFixture } from '../../test-support/product-fixture';
import { cartExtra, cartFixture, cartLine } from '../../test-support/cart-fixture';
import { cartShippingTime } from './cart-shipping';

describe('cartShippingTime', () => {
  const ground = { carrier: 'ground', from: 2, to: 3 } as const;
  // The fixture's in-stock skus ship in 2 - 3 business days, 5 - 10 with white glove.
  const product = productFixture();
  const [sku, availability] = Object.entries(product.availability)[0] ?? ['', undefined];
  const line = { ...cartLine('a'), sku, product: { ...cartLine('a').product, id: product.id } };
  const fast = { ...product, availability: { [sku]: { ...availability!, shippingFrom: 1, shippingTo: 1 } } };
  const slow = { ...product, availability: { [sku]: { ...availability!, shippingFrom: 4, shippingTo: 9 } } };

  it.each([
    ["no product known: the brand's window", cartFixture([line]), [], 'Ships by ground carrier in 2 - 3 business days.'],
    ['the sku window', cartFixture([line]), [slow], 'Ships by ground carrier in 4 - 9 business days.'],
    [
      'white glove windows with white glove delivery',
      cartFixture([line], [cartExtra('white-glove', 14_900, 'White Glove Delivery', 'mattress-white-glove')]),
      [product],
      'Ships with white glove delivery in 5 - 10 business days.',
    ],
    ['24 Hours! when every sku ships within a day', cartFixture([line]), [fast], 'Ships by ground carrier in 24 Hours!'],
    [
      'to Hawaii, the freight days on top of the sku window, and no 24 hours',
      { ...cartFixture([line]), region: { country: 'US', state: 'HI', zip: '96813' } },
      [fast],
      'Ships to Hawaii by ocean freight in 6 - 12 business days.',
    ],
  ])('%s', (_name, cart, products, expected) => {
    expect(cartShippingTime(cart, products, ground).text).toBe(expected);
  });
});
