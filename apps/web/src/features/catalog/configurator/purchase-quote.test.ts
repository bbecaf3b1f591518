import { describe, expect, it } from 'vitest';
import { cartFixture, cartLine } from '../../../test-support/cart-fixture';
import { purchaseQuoteDescription, quotedTotal } from './purchase-quote';

const parent = { productID: 'luxe-hybrid-mattress', quantity: 1, properties: [{ name: 'Size', value: 'queen' }] };
const sheets = { productID: 'natural-cotton-sheet-set', quantity: 1, properties: [{ name: 'Size', value: 'queen' }] };
const pillow = { productID: 'cloud-pillow', quantity: 2, properties: [] };

describe('purchaseQuoteDescription', () => {
  it.each([
    ['the product alone', [], null, { items: [parent] }],
    [
      'add-ons become child lines of q0',
      [sheets, pillow],
      null,
      { items: [parent, { ...sheets, forItem: 'q0' }, { ...pillow, forItem: 'q0' }] },
    ],
    ['the stored coupon rides along', [], 'SAVE10', { items: [parent], couponCode: 'SAVE10' }],
    ['an empty coupon is no coupon', [], '', { items: [parent] }],
  ])('%s', (_label, children, coupon, expected) => {
    expect(purchaseQuoteDescription({ parent, children }, coupon)).toEqual(expected);
  });
});

describe('quotedTotal', () => {
  it('reads the total before tax, the savings and the coupon', () => {
    const quote = cartFixture([cartLine('q0', { price: 90_000, listValue: 120_000, coupon: 9_000 })], [], 'SAVE10');
    expect(quotedTotal(quote)).toEqual({ total: quote.totalPrice.amount, savings: quote.totalSavings.amount, coupon: 'SAVE10' });
    expect(quotedTotal({ ...quote, couponDetails: null }).coupon).toBeNull();
  });
});
