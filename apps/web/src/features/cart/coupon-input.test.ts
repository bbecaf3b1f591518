import { describe, expect, it } from 'vitest';
import { INVALID_COUPON_MESSAGE } from '@store/core/cart/coupon-code';
import { couponInputError, EMPTY_COUPON_MESSAGE } from './coupon-input';

describe('couponInputError', () => {
  it.each([
    ['an empty field says it is empty', '', EMPTY_COUPON_MESSAGE],
    ['a field of spaces counts as empty', '   ', EMPTY_COUPON_MESSAGE],
    ['fewer than 3 characters is an invalid coupon code', 'AB', INVALID_COUPON_MESSAGE],
    ['more than 20 characters is an invalid coupon code', 'A'.repeat(21), INVALID_COUPON_MESSAGE],
    ['characters no code uses are an invalid coupon code', 'SAVE 10%', INVALID_COUPON_MESSAGE],
    ['a well-formed code is sent (the server decides whether it exists)', 'nope99', null],
    ['3 characters is enough', 'ABC', null],
    ['20 characters is still allowed', 'A'.repeat(20), null],
  ])('%s', (_rule, input, expected) => {
    expect(couponInputError(input)).toBe(expected);
  });
});
