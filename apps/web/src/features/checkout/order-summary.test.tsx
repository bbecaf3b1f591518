import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cartExtra, cartFixture, cartLine } from '../../test-support/cart-fixture';
import { printedLines, printedRows, printedSums } from '../../test-support/printed-amounts';
import { OrderSummary } from './order-summary';

/** A mattress on sale with $75 off by coupon, its free gift, a sheet set, free shipping and tax, in Austin. */
const couponCart = {
  ...cartFixture(
    [
      cartLine('bed', { title: 'Luxe Hybrid Mattress', price: 90_000, listValue: 120_000, coupon: 7_500 }),
      cartLine('gift', { title: 'Free Pillow', price: 0, listValue: 8_000, forItem: 'bed' }),
      cartLine('sheets', { title: 'Sheet Set', price: 12_000 }),
    ],
    [cartExtra('shipping', 0, 'Shipping'), cartExtra('tax', 6_000, 'Sales tax')],
    'WELCOMEBACK',
  ),
  region: { country: 'US', state: 'TX', zip: '78701' },
};

describe('the checkout order summary adds up as printed', () => {
  const html = renderToStaticMarkup(createElement(OrderSummary, { cart: couponCart, busy: false }));

  it('prints the lines at their price before the coupon, then the coupon once, then shipping, tax and the total', () => {
    expect(printedLines(html)).toEqual(['$900', 'Free', '$120']);
    expect(printedRows(html)).toEqual([
      ['subtotal', '$1,020'],
      ['coupon', '-$75'],
      ['shipping', 'Free shipping'],
      ['tax', '$60'],
      ['total', '$1,005'],
    ]);
    // The coupon is not also taken off the mattress line: $900 - $75 = $825 is printed nowhere.
    expect(html).not.toContain('$825');
  });

  it('the lines sum to the subtotal, and the rows to the total', () => {
    expect(printedSums(html)).toEqual({ lines: 102_000, subtotal: 102_000, rows: 100_500, total: 100_500 });
  });
});
