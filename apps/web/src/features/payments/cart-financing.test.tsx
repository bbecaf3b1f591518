import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { CartFinancing } from './cart-financing';

describe('CartFinancing on the server (the page the shopper sees before its scripts run)', () => {
  it('shows the messages of the cart the server read: $974.25 is 12 × $81.19 (rounded) and 36 × $27.07 (rounded up)', () => {
    const html = renderToStaticMarkup(
      createElement(CartFinancing, {
        providers: ['stripeDirect', 'splitIt', 'affirm'],
        serverCart: cartFixture([cartLine('queen', { price: 97_425 })]),
      }),
    );
    expect(html).toContain('<span>or 12 payments of $81.19 with Splitit</span>');
    expect(html).toContain('<span>as low as $27.07/mo with Affirm</span>');
  });

  it('shows nothing without a cart: the store is empty on the server', () => {
    expect(renderToStaticMarkup(createElement(CartFinancing, { providers: ['splitIt', 'affirm'] }))).toBe('');
  });
});
