import { fetchRemoteToken } from '../../lib/api/carts';
import type { Cart } from '../../lib/api/cart-schema';

/** The slice of SPEC §3 "Checkout state" the cart keeps current: the cart and its remote token. */
export interface CheckoutState {
  cart: Cart | null;
  remoteToken: string | null;
  /** The cart the token was issued for and when it stops being valid (ms since epoch). */
  remoteTokenCartId: string | null;
  remoteTokenExpiresAt: number;
}

export const initialCheckoutState: CheckoutState = {
  cart: null,
  remoteToken: null,
  remoteTokenCartId: null,
  remoteTokenExpiresAt: 0,
};

export type RemoteTokenAction = 'fetch' | 'clear' | 'keep';

/** SPEC §4: a remote token is saved while the cart has items (fetched again for another cart or once expired) and cleared when it is empty. */
export function remoteTokenAction(cart: Cart | null, state: CheckoutState, now: number): RemoteTokenAction {
  if (cart === null || cart.items.length === 0) return state.remoteToken === null ? 'keep' : 'clear';
  const current = state.remoteToken !== null && state.remoteTokenCartId === cart.id && now < state.remoteTokenExpiresAt;
  return current ? 'keep' : 'fetch';
}

let state: CheckoutState = initialCheckoutState;

/** The checkout steps (checkout issue) will read this state through a hook; today only the cart keeps it current. */
function update(next: Partial<CheckoutState>): void {
  state = { ...state, ...next };
}

/** SPEC §4 "After any change ... the checkout state is updated": the cart is stored, then the remote token saved or cleared. */
export async function syncCheckoutCart(cart: Cart | null): Promise<void> {
  update({ cart });
  const action = remoteTokenAction(cart, state, Date.now());
  if (action === 'clear') update({ remoteToken: null, remoteTokenCartId: null, remoteTokenExpiresAt: 0 });
  if (action !== 'fetch' || cart === null) return;
  try {
    const token = await fetchRemoteToken(cart.id);
    if (state.cart?.id !== cart.id) return;
    update({
      remoteToken: token.remoteToken,
      remoteTokenCartId: cart.id,
      remoteTokenExpiresAt: Date.now() + token.expiresIn * 1000,
    });
  } catch {
    // The token only speeds up a later remote-controlled checkout; the cart itself is unaffected.
  }
}
