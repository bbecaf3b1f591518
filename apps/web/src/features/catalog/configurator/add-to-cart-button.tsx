'use client';

import { useAddToCart, warmCartStore, type AddToCartState, type PurchaseLines } from './use-add-to-cart';
import { useHydrated } from '../../../lib/use-hydrated';

export interface AddToCartButtonProps {
  /** The variant cannot be bought (inactive, or out of stock without back order). */
  disabled: boolean;
  lines: PurchaseLines;
}

/** Add to cart: the product line, then its add-ons as child lines; the drawer opens on success, the API's message shows on failure. */
export function AddToCartButton({ disabled, lines }: AddToCartButtonProps) {
  const state = useAddToCart(lines);
  return (
    <div className="flex flex-col gap-2">
      <AddToCartControl state={state} disabled={disabled} className="text-lg" testId="add-to-cart" />
      <p role="alert" className="min-h-6 text-sm font-semibold" data-testid="add-to-cart-error">
        {state.message ?? ''}
      </p>
    </div>
  );
}

interface AddToCartControlProps {
  state: AddToCartState;
  disabled: boolean;
  className: string;
  testId: string;
}

/** The one Add to cart button (the panel's and the sticky bar's): it warms the lazily loaded cart code on approach. */
export function AddToCartControl({ state, disabled, className, testId }: AddToCartControlProps) {
  // The product and finder pages are rendered on the server: a press before their scripts run would be lost.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={`flex min-h-12 items-center justify-center rounded-brand bg-brand px-6 font-semibold text-brand-text disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      disabled={disabled || state.working || !hydrated}
      aria-busy={state.working}
      onPointerEnter={warmCartStore}
      onFocus={warmCartStore}
      onClick={(event) => void state.add(event.currentTarget)}
      data-testid={testId}
    >
      {state.working ? 'Adding…' : 'Add to cart'}
    </button>
  );
}
