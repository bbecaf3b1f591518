import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cartExtra, cartFixture, cartLine } from '../../test-support/cart-fixture';
import { printedRows, printedSums } from '../../test-support/printed-amounts';
import { CartSummary } from './cart-summary';

/** A queen mattress on sale with a coupon, white glove delivery and tax, in Austin. */
const cart = {
  ...cartFixture(
    [cartLine('bed', { title: 'Luxe Hybrid Mattress', price: 149_900, listValue: 199_900, coupon: 20_000 })],
    [
      cartExtra('white-glove', 14_900, 'White Glove Delivery', 'mattress-white-glove'),
      cartExtra('shipping', 0, 'Shipping'),
      cartExtra('tax', 11_948, 'Sales tax'),
    ],
    'TAKE200',
  ),
  region: { country: 'US', state: 'TX', zip: '78701' },
};

describe('CartSummary: the drawer and the cart page print the same rows, and they add up to the total', () => {
  it.each(['compact', 'full'] as const)('%s', (variant) => {
    const html = renderToStaticMarkup(createElement(CartSummary, { cart, variant, busy: false }));
    expect(printedRows(html)).toEqual([
      ['subtotal', '$1,499'],
      ['coupon', '-$200'],
      ['extra-MATTRESS-WHITE-GLOVE', '$149'],
      ['shipping', 'Free shipping'],
      ['tax', '$119.48'],
      ['total', '$1,567.48'],
    ]);
    expect(printedSums(html)).toMatchObject({ rows: 156_748, total: 156_748 });
  });
});
