'use client';

import { useSyncExternalStore } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { CART_UPDATED_EVENT, requestCartOpen, storedCartCount } from './cart-events';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Warms the drawer's code when the shopper points at or focuses the button, so the first open is quick. */
const prefetchDrawer = () => void import('./cart-drawer');

/** The header's cart button: opens the drawer and shows the item count in a badge whose space is always reserved (no layout shift). */
export function CartButton() {
  const count = useSyncExternalStore(subscribe, storedCartCount, () => null);
  const items = count ?? 0;
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={(event) => requestCartOpen(event.currentTarget)}
      disabled={!hydrated}
      onPointerEnter={prefetchDrawer}
      onFocus={prefetchDrawer}
      aria-label={`Cart, ${items} ${items === 1 ? 'item' : 'items'}`}
      className="inline-flex min-h-11 items-center gap-2 rounded-brand px-2 font-semibold"
      data-testid="cart-button"
      data-ready={hydrated ? 'true' : 'false'}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      {/* The label is the button's aria-label; the word shows where the one-row mobile header has room. */}
      <span className="hidden sm:inline">Cart</span>
      <span
        className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-page px-1 text-sm text-ink tabular-nums ${items > 0 ? '' : 'invisible'}`}
        data-testid="cart-count"
      >
        {items}
      </span>
    </button>
  );
}
