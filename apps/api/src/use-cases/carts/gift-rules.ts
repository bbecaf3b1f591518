import { giftDiscountIn, type BrandKey, type ProductGroup, type UpsellItem } from '@store/core';
import type { Db } from '../../db/repositories/carts';
import { listUpsells } from '../../db/repositories/upsells';
import { brandMemo } from './catalog-memo';

/**
 * Gifts with purchase come from the brand's upsell catalogue: a child line of a catalogue product gets the item's
 * discount when its parent's group is one the item sells with (free sheets with a mattress, 10% off a nightstand with a frame).
 */
export async function giftDiscountRule(
  db: Db,
  brand: BrandKey,
): Promise<(productId: string, parentGroup: ProductGroup) => number> {
  // Core's rule, the one the product page's add-on prices read too: the product's best offer under that group.
  return giftDiscountIn(await giftOffers(db, brand));
}

/** The brand's upsell catalogue (memoised): which gift offers exclude each other and how many units each parent brings. */
export const giftOffers: (db: Db, brand: BrandKey) => Promise<UpsellItem[]> = brandMemo(listUpsells);
