import type { BrandKey } from '@store/core';
import type { BundlePage } from '@store/core/collections/collection-schema';
import type { Db } from '../../db/repositories/carts';
import { listBundlePages } from '../../db/repositories/bundle-pages';

/**
 * The catalogue changes only when a catalogue file is imported; a one-minute in-process memo keeps it off the hot path
 * (an import reaches carts within the minute).
 */
const MEMO_MS = 60_000;
const memo = new Map<BrandKey, { pages: Map<string, BundlePage>; at: number }>();

/**
 * The brand's bundle pages by product id (memoised), which a cart prices bundle parts with: a part bound to a line added
 * as a bundle's base takes that bundle's percent off when the bundle is complete (core withPartDeals).
 */
export async function bundlePages(db: Db, brand: BrandKey): Promise<Map<string, BundlePage>> {
  const cached = memo.get(brand);
  if (cached && Date.now() - cached.at < MEMO_MS) return cached.pages;
  const pages = await listBundlePages(db, brand);
  memo.set(brand, { pages, at: Date.now() });
  return pages;
}
