'use client';

import { IntentLink } from '../../components/intent-link';
import { useEffect, useId } from 'react';
import { useModalDialog } from '../../components/ui/use-modal-dialog';
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

/**
 * The cart drawer of every page (a modal dialog: focus kept inside, Escape and the backdrop close it); loaded on first open
 * or idle. The lines scroll between a fixed heading and a fixed footer, so the totals and checkout are always in view.
 */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const dialog = useModalDialog(open);
  const headingId = useId();
  const { state, cart } = useCartState();

  useEffect(() => {
    // Only a shopper who has a cart (or opens the drawer) makes the API create or load one.
    if (open || storedCartCount() !== null) ensureCartLoaded();
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
      {/* Only the lines scroll (min-h-0 lets the flex child shrink); the totals and the checkout link below always show. */}
      <div
        className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-4 py-2"
        aria-busy={state.busy > 0}
        data-testid="cart-drawer-lines"
      >
        <CartError message={state.error} />
        {loading ? <p className="py-6">Loading your cart…</p> : null}
        {!loading && (cart === null || cart.items.length === 0) ? <EmptyCart onNavigate={onClose} /> : null}
        {cart !== null && cart.items.length > 0 ? (
          <>
            <CartLineList items={cart.items} currency={cart.currency} />
            <ShareCartButton cartId={cart.id} />
          </>
        ) : null}
      </div>
      {cart !== null && cart.items.length > 0 ? (
        <div
          className="flex shrink-0 flex-col gap-3 border-t border-muted/20 p-4 shadow-[0_-4px_8px_rgb(0_0_0/0.06)]"
          data-testid="cart-drawer-footer"
        >
          <CartSummary cart={cart} variant="compact" busy={state.busy > 0} />
          <IntentLink
            href={CART_PATH}
            onClick={onClose}
            className="flex min-h-12 items-center justify-center rounded-brand bg-brand px-4 font-semibold text-brand-text no-underline"
          >
            View cart and check out
          </IntentLink>
        </div>
      ) : null}
    </dialog>
  );
}
