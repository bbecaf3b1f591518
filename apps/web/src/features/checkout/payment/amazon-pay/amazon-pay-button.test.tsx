import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AmazonPayButton } from './amazon-pay-button';

describe('the Amazon Pay button of the shipping step', () => {
  it('carries Amazon’s button configuration: USD, en_US, pay and ship, placed in the cart', () => {
    const html = renderToStaticMarkup(createElement(AmazonPayButton, { v2: false }));
    for (const attribute of [
      'data-ledger-currency="USD"',
      'data-checkout-language="en_US"',
      'data-product-type="PayAndShip"',
      'data-placement="Cart"',
    ])
      expect(html).toContain(attribute);
    expect(html).toContain('Pay with Amazon Pay');
  });
});
