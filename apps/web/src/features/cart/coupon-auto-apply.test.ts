import { describe, expect, it } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { autoApplyCode } from './coupon-auto-apply';

describe('SPEC §4 coupon auto-apply', () => {
  const withItems = cartFixture([cartLine('a')]);
  const empty = { ...withItems, items: [] };
  it.each([
    ['the override wins over the stored coupon', withItems, { override: 'TAKE200', stored: 'SAVE10' }, 'TAKE200'],
    ['the stored coupon when there is no override', withItems, { override: null, stored: 'SAVE10' }, 'SAVE10'],
    ['nothing to apply', withItems, { override: null, stored: null }, null],
    ['an empty cart takes no coupon', empty, { override: null, stored: 'SAVE10' }, null],
    [
      'a cart that has a coupon keeps it',
      { ...withItems, couponDetails: { code: 'ONCE50' } },
      { override: null, stored: 'SAVE10' },
      null,
    ],
    [
      'a shopper who removed a coupon is not given one again',
      { ...withItems, preventAddingCoupon: true },
      { override: null, stored: 'SAVE10' },
      null,
    ],
  ])('%s', (_label, cart, sources, code) => expect(autoApplyCode(cart, sources)).toBe(code));
});
