import { describe, expect, it } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { autoApplyCode, linkCouponNotice } from './coupon-auto-apply';

describe('coupon auto-apply', () => {
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

describe('cart link coupon: a merge whose shared coupon was not applied says so', () => {
  const cart = cartFixture([cartLine('a')]);
  it.each([
    ['the coupon came along, or there was none', cart, undefined],
    [
      'the shopper removed a coupon before',
      {
        ...cart,
        couponNotApplied: {
          code: 'SAVE10',
          message: 'You removed a coupon from this cart, so the shared cart’s coupon was not added',
        },
      },
      'The shared cart’s coupon SAVE10 was not applied: You removed a coupon from this cart, so the shared cart’s coupon was not added',
    ],
    [
      'a returning-customer coupon',
      { ...cart, couponNotApplied: { code: 'WELCOMEBACK', message: 'This coupon is for returning customers' } },
      'The shared cart’s coupon WELCOMEBACK was not applied: This coupon is for returning customers',
    ],
  ])('%s', (_label, merged, notice) => expect(linkCouponNotice(merged)).toBe(notice));
});
