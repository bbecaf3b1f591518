import { giftDiscountFor, type BrandKey, type ProductGroup } from '@store/core';
import type { Db } from '../../db/repositories/carts';
import { listUpsells } from '../../db/repositories/upsells';

/**
 * Gifts with purchase come from the brand's upsell catalogue: a child line of a catalogue product gets the item's
 * discount when its parent's group is one the item sells with (free sheets with a mattress, 10% off a nightstand with a frame).
 */
export async function giftDiscountRule(db: Db, brand: BrandKey): Promise<(productId: string, parentGroup: ProductGroup) => number> {
  const items = await listUpsells(db, brand);
  return (productId, parentGroup) =>
    items.filter((item) => item.productId === productId).reduce((best, item) => Math.max(best, giftDiscountFor(item, parentGroup)), 0);
}
