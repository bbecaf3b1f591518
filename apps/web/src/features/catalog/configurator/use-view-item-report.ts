'use client';

import { useEffect, useRef } from 'react';
import type { Currency } from '@store/core/money';

interface Viewed {
  productId: string;
  sku: string;
  title: string;
  /** The variant's price in minor units. */
  price: number;
  currency: Currency;
}

/**
 * `view_item` once per product view, with the variant shown when the page mounted. A variant change does
 * not count again (the ref keeps the product already reported; it also survives React's development double mount); a
 * client navigation to another product does. The catalogue and the data layer load in their own chunk after mount,
 * and a failure to load or to push is logged, never thrown: tracking never blocks the page.
 */
export function useViewItemReport({ productId, sku, title, price, currency }: Viewed): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === productId) return;
    reported.current = productId;
    import('./report-view-item')
      .then(({ reportViewItem }) => reportViewItem({ sku, title, price, currency }))
      .catch((error: unknown) => console.warn('view_item not recorded', error));
  }, [productId, sku, title, price, currency]);
}
