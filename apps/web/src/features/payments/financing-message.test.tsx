import { describe, expect, it } from 'vitest';
import { createElement, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRANDS } from '@store/core/brands';
import { productFixture } from '../../test-support/product-fixture';
import { FinancingMessages } from './financing-message';
import { productFinancing } from './product-financing';

const render = (node: ReactNode) => renderToStaticMarkup(node);

describe('FinancingMessages (financing messages)', () => {
  it('lists each message as text with its provider, under "Pay over time"', () => {
    const html = render(
      createElement(FinancingMessages, {
        messages: [
          { provider: 'splitIt', text: 'or 12 payments of $124.92 with Splitit' },
          { provider: 'affirm', text: 'as low as $41.64/mo with Affirm' },
        ],
      }),
    );
    expect(html).toContain('aria-label="Pay over time"');
    expect(html).toContain('<li data-provider="splitIt"');
    expect(html).toContain('<span>or 12 payments of $124.92 with Splitit</span>');
    expect(html).toContain('<span>as low as $41.64/mo with Affirm</span>');
    expect(html).toContain('aria-busy="false"');
  });

  it("renders billing's trigger slot beside each provider's message", () => {
    const html = render(
      createElement(FinancingMessages, {
        messages: [{ provider: 'affirm', text: 'as low as $41.64/mo with Affirm' }],
        action: (provider) =>
          createElement('button', { type: 'button' }, `Pay with ${provider === 'affirm' ? 'Affirm' : 'Splitit'}`),
        busy: true,
      }),
    );
    expect(html).toContain('<button type="button">Pay with Affirm</button>');
    expect(html).toContain('aria-busy="true"');
  });

  it('renders nothing when no provider is eligible', () => {
    expect(render(createElement(FinancingMessages, { messages: [] }))).toBe('');
  });
});

describe('productFinancing: server-rendered messages per variant price', () => {
  const product = productFixture();

  it("keys one rendered list by each variant's price (minor units), from the server's prices", () => {
    const byPrice = productFinancing(product, 'USD', BRANDS.nestwood.paymentProviders);
    // Twin, queen, king/cal king at 20% off: 87920, 119920, 143920.
    expect(Object.keys(byPrice).sort()).toEqual(['119920', '143920', '87920']);
    const queen = render(byPrice['119920']);
    expect(queen).toContain('or 12 payments of $99.94 with Splitit');
    expect(queen).toContain('as low as $33.32/mo with Affirm');
    expect(isValidElement(byPrice['87920'])).toBe(true);
  });

  it('nestwood-ca (affirm, no splitIt): Affirm only, in CAD', () => {
    const html = render(productFinancing(product, 'CAD', BRANDS['nestwood-ca'].paymentProviders)['119920']);
    expect(html).toContain('as low as CA$33.32/mo with Affirm');
    expect(html).not.toContain('Splitit');
  });

  it('a brand without financing providers gets no entries', () => {
    expect(productFinancing(product, 'USD', BRANDS.hushly.paymentProviders)).toEqual({});
  });
});
