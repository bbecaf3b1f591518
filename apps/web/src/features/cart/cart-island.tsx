'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CART_OPEN_EVENT, pageLoadsCart, storedCartCount, type CartOpenDetail } from './cart-events';
import { cartLinkRequest, urlWithoutCartParam } from './cart-link';

const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 2000);
  return () => clearTimeout(handle);
}

/**
 * The cart's client island in the [brand] layout: tiny on first load; the drawer, the store and the API code load on the
 * first open, or when the browser is idle for a shopper who has a cart on a page that does not load it itself. `?cart={id}` merges that cart, opens the
 * drawer, then leaves the URL.
 */
export function CartIsland() {
  const [load, setLoad] = useState(false);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  // Focus goes back to the control that opened the drawer (the drawer's own effect has closed the dialog by now, so the
  // control is no longer inert). The Add to cart button was disabled while it worked, so the dialog cannot restore it itself.
  useEffect(() => {
    if (open || opener.current === null) return;
    const control = opener.current;
    opener.current = null;
    if (control.isConnected) control.focus();
  }, [open]);

  useEffect(() => {
    const show = (control: HTMLElement | null) => {
      opener.current = control;
      setLoad(true);
      setOpen(true);
    };
    const onOpen = (event: Event) => show((event as CustomEvent<CartOpenDetail | null>).detail?.opener ?? null);
    window.addEventListener(CART_OPEN_EVENT, onOpen);
    // A shopper who has a cart gets its fresh count once the browser is idle (unless the page loads the cart itself);
    // anyone else loads the drawer on first open.
    const cancelIdle = whenIdle(() => {
      if (storedCartCount() !== null && !pageLoadsCart()) setLoad(true);
    });
    const link = cartLinkRequest(window.location.search);
    if (link.kind !== 'none') {
      void (async () => {
        if (link.kind === 'merge') {
          const { mergeSharedCart } = await import('./cart-store');
          await mergeSharedCart(link.cartId);
        }
        show(null);
        window.history.replaceState(window.history.state, '', urlWithoutCartParam(window.location.href));
      })();
    }
    return () => {
      window.removeEventListener(CART_OPEN_EVENT, onOpen);
      cancelIdle();
    };
  }, []);

  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
