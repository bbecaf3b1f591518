import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { BRANDS } from '@store/core/brands';
import { renderToString } from 'react-dom/server';
import { cartExtra, cartFixture, cartLine } from '../../test-support/cart-fixture';
import { printedLines, printedRows, printedSums } from '../../test-support/printed-amounts';
import { CartPageView } from './cart-page-view';
import { hasCartSession, type ServerCart } from './server-cart';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
}));

const render = (initial: ServerCart): string =>
  renderToString(
    createElement(CartPageView, {
      paymentProviders: [],
      recommendationFallback: [],
      initial,
      shipping: BRANDS.nestwood.shipping,
    }),
  );

describe('the cart page rendered on the server (no client fetch before the first paint)', () => {
  it('has the lines, the totals and the coupon form in its HTML', () => {
    const cart = cartFixture(
      [
        cartLine('classic', { title: 'The Classic Mattress', price: 129_900 }),
        cartLine('pillow', { title: 'The Pillow', price: 9_900 }),
      ],
      [cartExtra('tax', 1_234, 'Estimated tax')],
    );
    const html = render({ kind: 'cart', cart, products: [] });
    expect(html).toContain('data-testid="cart-page"');
    // Its controls wait for the page's scripts, and say so to the journeys.
    expect(html).toMatch(/data-testid="cart-page" data-ready="false"/);
    expect(html.match(/data-testid="cart-line"/g)).toHaveLength(2);
    expect(html).toContain('The Classic Mattress');
    expect(html).toContain('The Pillow');
    expect(html).toContain('data-testid="cart-summary"');
    expect(html).toContain('data-testid="summary-subtotal">$1,398<');
    // The order total: 1,299.00 + 99.00 + 12.34 tax.
    expect(html).toContain('data-testid="summary-total">$1,410.34<');
    expect(html).toContain('data-testid="summary-tax">$12.34<');
    expect(html).toMatch(/<form[^>]*>.*name="couponCode"/);
    expect(html).not.toContain('Loading your cart');
  });

  it('adds up as printed with a coupon: the lines before the coupon, the coupon once, extras, tax, total', () => {
    const cart = {
      ...cartFixture(
        [
          cartLine('classic', { title: 'The Classic Mattress', price: 97_425, listValue: 129_900, coupon: 7_500 }),
          cartLine('pillow', { title: 'The Pillow', quantity: 2, price: 12_750, listValue: 15_000 }),
        ],
        [cartExtra('recycling-fee', 1_600, 'Recycling fee'), cartExtra('tax', 8_528, 'Sales tax')],
        'WELCOMEBACK',
      ),
      region: { country: 'US', state: 'CA', zip: '94105' },
    };
    const html = render({ kind: 'cart', cart, products: [] });
    // The mattress is printed at $974.25, not also at $899.25 after the coupon that has its own row.
    expect(printedLines(html)).toEqual(['$974.25', '$127.50']);
    expect(printedRows(html)).toEqual([
      ['subtotal', '$1,101.75'],
      ['coupon', '-$75'],
      ['extra-RECYCLING-FEE', '$16'],
      ['shipping', 'Free shipping'],
      ['tax', '$85.28'],
      ['total', '$1,128.03'],
    ]);
    expect(html).not.toContain('$899.25');
    expect(printedSums(html)).toEqual({ lines: 110_175, subtotal: 110_175, rows: 112_803, total: 112_803 });
  });

  it('renders the empty state when the cart has no lines, or the request has no session', () => {
    for (const initial of [{ kind: 'cart', cart: cartFixture([]), products: [] }, { kind: 'none' }] as const) {
      const html = render(initial);
      expect(html).toContain('data-testid="empty-cart"');
      expect(html).not.toContain('Loading your cart');
    }
  });

  it('falls back to the loading placeholder (the browser loads the cart) when the API could not answer', () => {
    expect(render({ kind: 'unknown' })).toContain('Loading your cart');
  });
});

describe('hasCartSession', () => {
  it.each([
    [null, false],
    ['', false],
    ['theme=dark; dd=abc', false],
    ['sid=s%3Aabc.def', true],
    ['theme=dark; sid=s%3Aabc.def', true],
    ['acct.session_token=xyz', true],
    ['__Secure-acct.session_token=xyz', true],
    ['sidebar=open', false],
  ])('%s -> %s', (cookie, expected) => {
    expect(hasCartSession(cookie)).toBe(expected);
  });
});
