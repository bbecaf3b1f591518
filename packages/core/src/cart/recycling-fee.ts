import type { Product } from '../product';
import type { Selection } from '../variant';
import { isSplitKing, setCount } from './split-king';
import { RECYCLING_FEE_PER_PIECE } from './tax';
import { removalFeeApplies } from './white-glove';

/**
 * State mattress recycling fee: charged per mattress piece delivered in CA, RI and CT. Which products contain
 * mattresses, and how many, is catalogue data (`attributes.mattressCount`): a bundle with a mattress counts as much as
 * the mattress alone. A split king delivers two mattresses, so it counts two pieces per set.
 */
export function mattressPieces(
  product: Pick<Product, 'attributes' | 'properties'>,
  selection: Selection,
  storedQty: number,
): number {
  const perSet = (product.attributes.mattressCount ?? 0) * (isSplitKing(selection) ? 2 : 1);
  return setCount(product, selection, storedQty) * perSet;
}

/** The fee for that many pieces shipped to a region; 0 outside the states that mandate one. */
export function recyclingFee(region: { country: string; state: string } | null, pieces: number): number {
  if (!region || region.country !== 'US' || !removalFeeApplies(region.state)) return 0;
  const state = region.state.toUpperCase() as keyof typeof RECYCLING_FEE_PER_PIECE;
  return pieces * RECYCLING_FEE_PER_PIECE[state];
}
