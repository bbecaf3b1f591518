'use client';

import { useEffect, useState } from 'react';
import type { Product } from '@store/core/product';
import type { UpsellItem } from '@store/core/upsell';
import { isFlagOn, SHIPPING_PROTECTION_FLAG, upsellFlagsOn } from '../../../lib/flags';

export interface AddOnData {
  /** 'loading' also while the shown add-ons belong to a size other than the chosen one. */
  status: 'loading' | 'ready' | 'failed';
  upsells: readonly UpsellItem[];
  products: readonly Product[];
  shippingProtection: boolean;
}

const EMPTY: AddOnData = { status: 'loading', upsells: [], products: [], shippingProtection: false };
const upsellCache = new Map<string, Promise<UpsellItem[]>>();
const productCache = new Map<string, Promise<Product[]>>();

function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit) return hit;
  const request = load();
  cache.set(key, request);
  request.catch(() => cache.delete(key));
  return request;
}

/** The brand's upsells for a size, then the products behind them (cached per size); the API code loads only here. */
export async function loadAddOns(size: string | undefined): Promise<Omit<AddOnData, 'status'>> {
  const shippingProtection = isFlagOn(SHIPPING_PROTECTION_FLAG);
  const { fetchUpsells, fetchProductsByIds } = await import('./picker-reads');
  // Every upsell flag of the visitor's experiments (or set by hand) goes to the API, which shapes the items.
  const flags = upsellFlagsOn();
  const upsells = await cached(upsellCache, `${size ?? ''}|${flags.join(',')}`, () => fetchUpsells({ size, flags }));
  const ids = [...new Set(upsells.flatMap((u) => [u.productId, ...(u.pairedItem ? [u.pairedItem.productId] : [])]))].sort();
  const products = await cached(productCache, ids.join(','), () => fetchProductsByIds(ids));
  return { upsells, products, shippingProtection };
}

/**
 * Add-ons of a product page (GET /api/upsells?size=, the brand's whole catalogue), loaded once `enabled` (the picker
 * is near the viewport); a failure leaves the product purchasable without them.
 */
export function useAddOns(size: string | undefined, enabled: boolean): AddOnData {
  const [data, setData] = useState<AddOnData & { size?: string }>(EMPTY);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadAddOns(size)
      .then((loaded) => {
        if (live) setData({ ...loaded, status: 'ready', size });
      })
      .catch(() => {
        if (live) setData({ ...EMPTY, status: 'failed', size });
      });
    return () => {
      live = false;
    };
  }, [size, enabled]);
  return data.status !== 'loading' && data.size !== size ? { ...data, status: 'loading' } : data;
}
