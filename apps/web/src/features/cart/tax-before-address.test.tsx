import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Cart } from '../../lib/api/cart-schema';
import { cartExtra, cartFixture, cartLine } from '../../test-support/cart-fixture';
import { printedRows } from '../../test-support/printed-amounts';
import { OrderSummary } from '../checkout/order-summary';
import { CartSummary } from './cart-summary';

/** The outside shopper's cart: $974.25 of merchandise, no address yet (the API says taxStatus 'at-checkout'). */
const before: Cart = {
  ...cartFixture([cartLine('bed', { price: 97_425 })], [cartExtra('shipping', 0, 'Shipping')]),
  taxStatus: 'at-checkout',
};
/** The same cart after an Austin address: 6.25% state + 2% local. */
const austin: Cart = {
  ...cartFixture(
    [cartLine('bed', { price: 97_425 })],
    [cartExtra('shipping', 0, 'Shipping'), cartExtra('tax', 8_038, 'Tax (TX state 6.25% + Austin local 2%)')],
  ),
  region: { country: 'US', state: 'TX', zip: '78701' },
  taxStatus: 'quoted',
};

const taxRow = (html: string) => printedRows(html).find(([key]) => key === 'tax')?.[1];
const views = {
  'cart drawer': (cart: Cart) => renderToStaticMarkup(createElement(CartSummary, { cart, variant: 'compact', busy: false })),
  'cart page': (cart: Cart) => renderToStaticMarkup(createElement(CartSummary, { cart, variant: 'full', busy: false })),
  'checkout summary': (cart: Cart) => renderToStaticMarkup(createElement(OrderSummary, { cart, busy: false })),
};

describe("tax before an address: 'Calculated at checkout', never FREE or a number, on every view", () => {
  it.each(Object.entries(views))('%s', (_view, render) => {
    const html = render(before);
    expect(taxRow(html)).toBe('Calculated at checkout');
    expect(html).not.toContain('FREE');
    expect(printedRows(html).at(-1)).toEqual(['total', '$974.25']);
  });

  it.each(Object.entries(views))('%s after the Austin address: the tax and a total that adds up', (_view, render) => {
    const html = render(austin);
    expect(taxRow(html)).toBe('$80.38');
    expect(html).toContain('Tax (TX state 6.25% + Austin local 2%)');
    expect(printedRows(html).at(-1)).toEqual(['total', '$1,054.63']);
  });
});
