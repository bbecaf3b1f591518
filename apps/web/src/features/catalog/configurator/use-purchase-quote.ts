'use client';

import { useEffect, useState } from 'react';
import type { NewCartLine } from '../../../lib/api/cart-schema';
import { readStoredCoupon } from '../../cart/coupon-storage';
import type { QuotedTotal } from './purchase-quote';

/** Choices made in quick succession (size, then two add-ons) are quoted once, after the last. */
export const QUOTE_DEBOUNCE_MS = 250;

export interface PurchaseQuote {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The latest server total; while a new one loads, the previous one, shown as out of date. */
  total: QuotedTotal | null;
}

type Lines = { parent: NewCartLine; children: readonly NewCartLine[] };

/**
 * GET /carts/quote for what Add to cart would send: the server prices the product with its add-ons and the
 * stored coupon. The quote code loads on first use; a quote that fails or passes the 3 s timeout shows nothing.
 */
export function usePurchaseQuote(lines: Lines | null): PurchaseQuote {
  const key = lines === null ? null : JSON.stringify(lines);
  const [state, setState] = useState<PurchaseQuote & { key: string | null }>({ key: null, status: 'idle', total: null });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const timer = setTimeout(() => {
      import('./picker-reads')
        .then(({ quotePurchase }) => quotePurchase(JSON.parse(key) as Lines, readStoredCoupon()))
        .then((total) => live && setState({ key, status: 'ready', total }))
        .catch(() => live && setState({ key, status: 'failed', total: null }));
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  if (key === null) return { status: 'idle', total: null };
  return state.key === key ? state : { status: 'loading', total: state.total };
}
