import { describe, expect, it } from 'vitest';
import { cartFixture, cartLine } from '../../test-support/cart-fixture';
import { initialCheckoutState, remoteTokenAction, type CheckoutState } from './checkout-store';

const full = cartFixture([cartLine('a')]);
const empty = cartFixture([]);
const holding: CheckoutState = { cart: full, remoteToken: 'tok', remoteTokenCartId: full.id, remoteTokenExpiresAt: 10_000 };

describe('remoteTokenAction', () => {
  it.each<[string, ReturnType<typeof cartFixture> | null, CheckoutState, number, ReturnType<typeof remoteTokenAction>]>([
    ['a cart with items and no token fetches one', full, initialCheckoutState, 0, 'fetch'],
    ['a valid token for this cart is kept', full, holding, 5_000, 'keep'],
    ['an expired token is fetched again', full, holding, 10_000, 'fetch'],
    ['a token for another cart is replaced', { ...full, id: 'Z'.repeat(24) }, holding, 5_000, 'fetch'],
    ['an empty cart clears the token', empty, holding, 5_000, 'clear'],
    ['a cleared cart clears the token', null, holding, 5_000, 'clear'],
    ['an empty cart without a token changes nothing', empty, initialCheckoutState, 0, 'keep'],
  ])('%s', (_name, cart, state, now, expected) => {
    expect(remoteTokenAction(cart, state, now)).toBe(expected);
  });
});
