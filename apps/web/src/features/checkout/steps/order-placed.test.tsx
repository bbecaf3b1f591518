import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Order } from '../../../lib/api/orders';
import { cartExtra, cartFixture, cartLine } from '../../../test-support/cart-fixture';
import { printedLines, printedRows, printedSums } from '../../../test-support/printed-amounts';
import { OrderPlaced } from './order-placed';

const address = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '4165550100',
  address: { line1: '1 King St W', line2: '', zip: 'M5H 1A1', city: 'Toronto', state: 'ON', country: 'CA' },
};
/** A Canadian order: a mattress on sale with $75 off by coupon, a sheet set, free shipping and HST. */
const order: Order = {
  id: 'ord_1',
  shortId: 'A1B2C3',
  status: 'paid',
  email: 'ann@example.com',
  cart: {
    ...cartFixture(
      [
        cartLine('bed', { title: 'Luxe Hybrid Mattress', price: 134_900, listValue: 159_900, coupon: 7_500 }),
        cartLine('sheets', { title: 'Sheet Set', price: 11_920 }),
      ],
      [cartExtra('shipping', 0, 'Shipping'), cartExtra('tax', 18_137, 'Estimated tax (HST 13%)')],
      'WELCOMEBACK',
    ),
    currency: 'CAD',
    region: { country: 'CA', state: 'ON', zip: 'M5H 1A1' },
  },
  shippingDetails: address,
  billingDetails: address,
  paymentDetails: { billingProvider: 'stripeCa', customerID: null },
  journey: 'checkout',
  brand: 'nestwood-ca',
  backorderDays: 0,
  extraData: {},
  metadata: {},
  createdAt: '2026-01-02T10:00:00.000Z',
  paidAt: '2026-01-02T10:01:00.000Z',
};

describe('the success page adds up as printed', () => {
  const html = renderToStaticMarkup(createElement(OrderPlaced, { order }));

  it('prints the lines before the coupon, the coupon once, shipping, tax and the total, in the order currency', () => {
    expect(html).toContain('data-testid="order-short-id">A1B2C3<');
    expect(printedLines(html)).toEqual(['CA$1,349', 'CA$119.20']);
    expect(printedRows(html)).toEqual([
      ['subtotal', 'CA$1,468.20'],
      ['coupon', '-CA$75'],
      ['shipping', 'Free shipping'],
      ['tax', 'CA$181.37'],
      ['total', 'CA$1,574.57'],
    ]);
    expect(html).not.toContain('CA$1,274');
  });

  it('the lines sum to the subtotal, and the rows to the total', () => {
    expect(printedSums(html)).toEqual({ lines: 146_820, subtotal: 146_820, rows: 157_457, total: 157_457 });
  });
});
