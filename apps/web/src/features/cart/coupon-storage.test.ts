import { describe, expect, it } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { couponStorageChange, couponStorageKey, type CartChangeReason } from './coupon-storage';

describe('couponStorageKey', () => {
  it('is per brand', () => {
    expect(couponStorageKey('nestwood')).toBe('store:coupon:nestwood');
  });
});

describe('couponStorageChange', () => {
  const withCoupon = cartFixture([cartLine('a')], [], 'SAVE10');
  const without = cartFixture([cartLine('a')]);
  it.each<[string, ReturnType<typeof cartFixture>, CartChangeReason, ReturnType<typeof couponStorageChange>]>([
    ['an applied coupon is stored', withCoupon, 'coupon-applied', { kind: 'set', code: 'SAVE10' }],
    ['the coupon of a loaded cart is stored', withCoupon, 'load', { kind: 'set', code: 'SAVE10' }],
    ['a removed coupon is cleared', without, 'coupon-removed', { kind: 'remove' }],
    ['a change without a coupon keeps what is stored', without, 'quantity', { kind: 'keep' }],
    ['a merge without a coupon keeps what is stored', without, 'merge', { kind: 'keep' }],
  ])('%s', (_name, cart, reason, expected) => {
    expect(couponStorageChange(cart, reason)).toEqual(expected);
  });
});
