import type { BrandConfig } from '../brands';
import type { Product } from '../product';
import type { Selection } from '../variant';
import { isSplitKing } from './split-king';

/** Catalogue marker: in Split King this bundle ships a second adjustable base (one under each twin XL half). */
export const SECOND_BASE_IN_SPLIT_KING = 'second-base-in-split-king';

/**
 * The $299 second-base rule: a Split King adjustable-base bundle needs a second base, so the brand's surcharge (brand registry
 * data, nestwood's $299) is added per bundle. Products say they qualify with a marker, never by their id.
 */
export function splitKingBaseSurcharge(
  brand: Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>,
  product: Pick<Product, 'attributes'>,
  selection: Selection,
): number {
  const qualifies = isSplitKing(selection) && product.attributes.markers.includes(SECOND_BASE_IN_SPLIT_KING);
  return qualifies ? (brand.splitKingSecondBaseSurcharge ?? 0) : 0;
}
