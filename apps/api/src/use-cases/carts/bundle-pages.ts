import type { BrandKey } from '@store/core';
import type { BundlePage } from '@store/core/collections/collection-schema';
import type { Db } from '../../db/repositories/carts';
import { listBundlePages } from '../../db/repositories/bundle-pages';
import { brandMemo } from './catalog-memo';

/**
 * The brand's bundle pages by product id (memoised), which a cart prices bundle parts with: a part bound to a line added
 * as a bundle's base takes that bundle's percent off when the bundle is complete (core withPartDeals).
 */
export const bundlePages: (db: Db, brand: BrandKey) => Promise<Map<string, BundlePage>> = brandMemo(listBundlePages);
