import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { cartApiClient } from './carts';

const { applyCouponCode } = cartApiClient;

afterEach(() => vi.unstubAllGlobals());

describe('applyCouponCode (PUT /carts/my/coupon)', () => {
  it.each([
    ['without the keep-coupon flag', {}, '/api/carts/my/coupon'],
    ['with the keep-coupon flag', { keepCoupon: true }, '/api/carts/my/coupon?flags=keepCoupon'],
  ])('%s', async (_label, options, url) => {
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (target: string, init: RequestInit) => {
      calls.push({ url: target, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ status: 'ok', result: cartFixture([cartLine('a')], [], 'SAVE10') }));
    });
    await applyCouponCode('SAVE10', options);
    expect(calls).toEqual([{ url, body: { couponCode: 'SAVE10' } }]);
  });
});
