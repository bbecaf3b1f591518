import type { BrandConfig } from '../brands';
import type { Product } from '../product';
import type { Selection } from '../variant';
import { unitValue } from './resolve-line';

/**
 * SPEC §4 gifts with purchase, tied to the parent line: a gift is discounted for as many units as its parent has sets
 * (a split-king mattress stored as two halves is one set), and for no more per unit than the same gift in the parent's
 * size is worth. A Split King bundle under a Twin mattress is free up to the Twin bundle's price; the rest is paid.
 */

/**
 * What one unit of a gift may at most be discounted on: the gift's own variant in the parent's size (the other
 * properties kept). A gift not sold in that size (a pillow for a twin bed) counts its cheapest size. Undefined (no cap)
 * when the gift or the parent has no size.
 */
export function giftValueCap(
  brand: Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>,
  gift: Product,
  giftSelection: Selection,
  parentSelection: Selection,
): number | undefined {
  const parentSize = parentSelection.Size;
  const sizes = gift.properties.find((p) => p.name === 'Size')?.options.map((o) => o.value) ?? [];
  if (parentSize === undefined || giftSelection.Size === undefined || sizes.length === 0) return undefined;
  const candidates = sizes.includes(parentSize) ? [parentSize] : sizes;
  return Math.min(...candidates.map((Size) => unitValue(brand, gift, { ...giftSelection, Size })));
}

/** One gift line as the allocation sees it: under which parent, which product, how many units it prices. */
export interface GiftClaim {
  parentKey: string;
  productId: string;
  /** Units the line prices (a pair-priced line: its pairs). */
  units: number;
  /** The parent's sets: how many units of this product the parent makes free. */
  parentSets: number;
}

/**
 * SPEC §4: the gifted units of each line. The parent's sets are shared by every line of the same product under that
 * parent (free sheets in two colours under one mattress give one free set, not two); lines take them in cart order.
 */
export function allocateGiftUnits(claims: readonly GiftClaim[]): number[] {
  const left = new Map<string, number>();
  return claims.map((claim) => {
    const key = `${claim.parentKey} ${claim.productId}`;
    const available = left.get(key) ?? claim.parentSets;
    left.set(key, Math.max(0, available - claim.units));
    return Math.min(claim.units, available);
  });
}
