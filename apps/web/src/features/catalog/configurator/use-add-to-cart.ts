'use client';

import { useState } from 'react';
import type { NewCartLine } from '../../../lib/api/cart-schema';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api/errors';
import { requestCartOpen } from '../../cart/cart-events';

export type PurchaseLines = () => Promise<{ parent: NewCartLine; children: NewCartLine[] }>;

/** The cart store's code is fetched on first intent (hover, focus or click), so the product page ships without it. */
const loadStore = () => import('../../cart/cart-store');

/** Warms the cart store's code (pointer enter, focus). */
export const warmCartStore = () => void loadStore();

/** What an Add to cart button shows and does. */
export type AddToCartState = ReturnType<typeof useAddToCart>;

/**
 * Add to cart, shared by the panel's button and the sticky bar: the product line, then its add-ons as child lines; the
 * drawer opens on success (and gives focus back to the button that asked), the API's message is kept on failure.
 */
export function useAddToCart(lines: PurchaseLines) {
  const [state, setState] = useState<{ working: boolean; message: string | null }>({ working: false, message: null });
  const add = async (opener: HTMLElement) => {
    setState({ working: true, message: null });
    try {
      const [{ addToCart }, { parent, children }] = await Promise.all([loadStore(), lines()]);
      const result = await addToCart(parent, children);
      setState({ working: false, message: result.ok ? null : result.message });
      if (result.ok) requestCartOpen(opener);
    } catch {
      // The cart code could not be loaded (offline, a new deploy): the button works again and says why.
      setState({ working: false, message: GENERIC_ERROR_MESSAGE });
    }
  };
  return { ...state, add };
}
