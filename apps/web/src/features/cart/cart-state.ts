import { cartReducer, initialCartState, type CartAction, type CartState } from './cart-reducer';

/**
 * The page's cart state and its subscribers, apart from the calls that change it (cart-store.ts), so a reader that
 * only looks (the recommendation row's cart skus) loads neither the cart API nor zod.
 */
let state: CartState = initialCartState;
const listeners = new Set<() => void>();

/** Applies one action and tells every subscriber. */
export function dispatch(action: CartAction): void {
  state = cartReducer(state, action);
  for (const listener of listeners) listener();
}

/** Subscribes to cart state changes (useSyncExternalStore). */
export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current cart state. */
export function cartSnapshot(): CartState {
  return state;
}
