'use client';

import { useState } from 'react';
import type { Cart } from '../../../lib/api/cart-schema';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api/errors';
import { requestCartOpen } from '../../cart/cart-events';

/** The cart store and the bound-lines calls load on first intent (hover, focus or click), never with the page. */
const loadCart = () => Promise.all([import('../../cart/cart-store'), import('../../../lib/api/bound-lines')]);

/** Warms the cart code (pointer enter, focus). */
export const warmBoundCart = () => void loadCart();

type BoundCalls = Awaited<ReturnType<typeof loadCart>>[1];

/** What the add asks the server for: the call (with its body) and what it adds, for the add_to_cart event. */
export interface BoundAdd {
  send: (calls: BoundCalls) => Promise<Cart>;
  requested: ReadonlyArray<{ productID: string; quantity: number }>;
}

/**
 * Adds a product with the pieces bound to it in one call (a bed with its collection, a bundle's parts): the drawer
 * opens on success (focus returns to the button that asked), the API's message shows on failure.
 */
export function useAddBound() {
  const [state, setState] = useState<{ working: boolean; message: string | null }>({ working: false, message: null });
  const add = async (opener: HTMLElement, request: BoundAdd) => {
    setState({ working: true, message: null });
    try {
      const [{ addBoundLines }, calls] = await loadCart();
      const result = await addBoundLines(() => request.send(calls), request.requested);
      setState({ working: false, message: result.ok ? null : result.message });
      if (result.ok) requestCartOpen(opener);
    } catch {
      setState({ working: false, message: GENERIC_ERROR_MESSAGE });
    }
  };
  return { ...state, add };
}
