'use client';

import { useState } from 'react';
import type { NewCartLine } from '../../../lib/api/cart-schema';
import { requestCartOpen } from '../../cart/cart-events';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api/errors';

export interface AddToCartButtonProps {
  /** The variant cannot be bought (inactive, or out of stock without back order). */
  disabled: boolean;
  lines: () => Promise<{ parent: NewCartLine; children: NewCartLine[] }>;
}

/** The cart store's code is fetched on first intent (hover, focus or click), so the product page ships without it. */
const loadStore = () => import('../../cart/cart-store');

/** Add to cart: the product line, then its add-ons as child lines; the drawer opens on success, the API's message shows on failure. */
export function AddToCartButton({ disabled, lines }: AddToCartButtonProps) {
  const [state, setState] = useState<{ working: boolean; message: string | null }>({ working: false, message: null });
  const add = async () => {
    setState({ working: true, message: null });
    try {
      const [{ addToCart }, { parent, children }] = await Promise.all([loadStore(), lines()]);
      const result = await addToCart(parent, children);
      setState({ working: false, message: result.ok ? null : result.message });
      if (result.ok) requestCartOpen();
    } catch {
      // The cart code could not be loaded (offline, a new deploy): the button works again and says why.
      setState({ working: false, message: GENERIC_ERROR_MESSAGE });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="flex min-h-12 items-center justify-center rounded-brand bg-brand px-6 text-lg font-semibold text-brand-text disabled:cursor-not-allowed disabled:opacity-60"
        disabled={disabled || state.working}
        aria-busy={state.working}
        onPointerEnter={() => void loadStore()}
        onFocus={() => void loadStore()}
        onClick={() => void add()}
        data-testid="add-to-cart"
      >
        {state.working ? 'Adding…' : 'Add to cart'}
      </button>
      <p role="alert" className="min-h-6 text-sm font-semibold" data-testid="add-to-cart-error">
        {state.message ?? ''}
      </p>
    </div>
  );
}
