'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Product } from '@store/core/product';
import { fetchProductsByIds } from '../../lib/api/browser-products';
import type { Cart } from '../../lib/api/cart-schema';
import { cartSnapshot, subscribeCart } from './cart-state';
import { initialCartState, visibleCart, type CartState } from './cart-reducer';

/** The cart store for components: the server render and the first client render both see the initial (unloaded) state. */
export function useCartState(): { state: CartState; cart: Cart | null } {
  const state = useSyncExternalStore(subscribeCart, cartSnapshot, () => initialCartState);
  const cart = useMemo(() => visibleCart(state), [state]);
  return { state, cart };
}

/**
 * The products of the cart's lines (their availability gives the shipping estimate), fetched again only when the set of
 * products changes; the previous products stay while the next ones load, `current` says whether they match the cart.
 */
export function useCartProducts(
  cart: Cart | null,
  /** The products the server rendered the page with: used while the cart's products are the same. */
  initial?: { cart: Cart; products: readonly Product[] },
): { products: readonly Product[]; current: boolean } {
  const key = productKey(cart);
  const [loaded, setLoaded] = useState<{ key: string; products: readonly Product[] }>(() =>
    initial ? { key: productKey(initial.cart), products: initial.products } : { key: '', products: [] },
  );
  useEffect(() => {
    if (key === '' || key === loaded.key) return;
    let live = true;
    fetchProductsByIds(key.split(','))
      .then((products) => {
        if (live) setLoaded({ key, products });
      })
      .catch(() => {
        // Without availability the cart states the brand's shipping window (core shippingTime).
        if (live) setLoaded({ key, products: [] });
      });
    return () => {
      live = false;
    };
    // Only a new set of products is fetched; `loaded` is what the fetch fills.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { products: loaded.products, current: loaded.key === key };
}

function productKey(cart: Cart | null): string {
  return cart === null ? '' : [...new Set(cart.items.map((i) => i.product.id))].sort().join(',');
}
