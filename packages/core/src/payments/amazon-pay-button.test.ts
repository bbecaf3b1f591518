import { describe, expect, it } from 'vitest';
import { amazonPayButtonAttributes } from './amazon-pay-button';

describe('Amazon Pay button: currency USD, language en_US, product type pay and ship, placement cart', () => {
  it('as the button’s data attributes', () => {
    expect(amazonPayButtonAttributes()).toEqual({
      'data-ledger-currency': 'USD',
      'data-checkout-language': 'en_US',
      'data-product-type': 'PayAndShip',
      'data-placement': 'Cart',
    });
  });
});
