import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { removeLine, seedCart } from './cart-store';
import { cartSnapshot } from './cart-state';

const { removeCartLine } = vi.hoisted(() => ({ removeCartLine: vi.fn() }));
vi.mock('./cart-api', () => ({ cartApi: { removeCartLine } }));
vi.mock('./cart-effects', () => ({ afterCartChange: vi.fn(), afterCartCleared: vi.fn() }));
vi.mock('./coupon-auto-apply', () => ({
  autoApplyCode: () => null,
  COUPON_QUERY_PARAM: 'coupon',
  KEEP_COUPON_FLAG: 'keep',
  linkCouponNotice: () => undefined,
}));

// The page's address: the coupon auto-apply reads its query after a load.
vi.stubGlobal('window', { location: { search: '', href: 'http://nestwood.localhost:3000/checkout/cart' } });
afterEach(() => vi.restoreAllMocks());

describe('a failed cart removal is logged and passed on to the caller', () => {
  it('the error is logged, the caller gets the failure with its message, and the line comes back', async () => {
    const cart = cartFixture([cartLine('mattress'), cartLine('pillow')]);
    seedCart(cart);
    removeCartLine.mockRejectedValueOnce(new Error('An error occurred, please try again'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await removeLine(cart.items[1]!);
    expect(result).toEqual({ ok: false, message: 'An error occurred, please try again' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toBe(`Removing cart line ${cart.items[1]!.itemIdentifier} failed`);
    expect(cartSnapshot().confirmed?.items.map((i) => i.itemIdentifier)).toEqual(cart.items.map((i) => i.itemIdentifier));
    expect(cartSnapshot().pending).toEqual([]);
    expect(cartSnapshot().error).toBe('An error occurred, please try again');
  });
});
