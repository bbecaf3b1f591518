'use client';

import Link from 'next/link';
import { useEffect, useId, useRef } from 'react';
import { CART_PATH } from '@store/core/pages';
import { CartError } from './cart-error';
import { storedCartCount } from './cart-events';
import { CartLineList } from './cart-line-list';
import { ensureCartLoaded } from './cart-store';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import { ShareCartButton } from './share-cart-button';
import { useCartState } from './use-cart';

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The cart drawer of every page (a modal dialog: focus kept inside, Escape and the backdrop close it); loaded on first open or idle. */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const { state, cart } = useCartState();

  useEffect(() => {
    // Only a shopper who has a cart (or opens the drawer) makes the API create or load one.
    if (open || storedCartCount() !== null) ensureCartLoaded();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const loading = cart === null && state.status !== 'ready';
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-page p-0 text-ink shadow-2xl backdrop:bg-black/50 open:flex open:flex-col"
      data-testid="cart-drawer"
    >
      <div className="flex items-center justify-between border-b border-muted/20 px-4 py-3">
        <h2 id={headingId} className="text-xl font-bold">
          Your cart{cart !== null && cart.itemsCount > 0 ? ` (${cart.itemsCount})` : ''}
        </h2>
        <button
          type="button"
          className="flex size-11 items-center justify-center text-2xl"
          aria-label="Close cart"
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-4 py-2" aria-busy={state.busy > 0}>
        <CartError message={state.error} />
        {loading ? <p className="py-6">Loading your cart…</p> : null}
        {!loading && (cart === null || cart.items.length === 0) ? <EmptyCart onNavigate={onClose} /> : null}
        {cart !== null && cart.items.length > 0 ? (
          <>
            <CartLineList items={cart.items} currency={cart.currency} />
            <CartSummary cart={cart} variant="compact" busy={state.busy > 0} />
            <ShareCartButton cartId={cart.id} />
          </>
        ) : null}
      </div>
      {cart !== null && cart.items.length > 0 ? (
        <div className="border-t border-muted/20 p-4">
          <Link
            href={CART_PATH}
            onClick={onClose}
            className="flex min-h-12 items-center justify-center rounded-brand bg-brand px-4 font-semibold text-brand-text no-underline"
          >
            View cart and check out
          </Link>
        </div>
      ) : null}
    </dialog>
  );
}
