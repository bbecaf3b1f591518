import { allocateGiftUnits, type GiftRuleLine, type GiftTerms } from '../cart/gift';
import { setCount } from '../cart/split-king';
import type { Product } from '../product';
import type { Selection } from '../variant';
import { bundlePartDeals } from './bundle-rules';
import { collectionDeal } from './collection-rules';
import type { BundlePage } from './collection-schema';

/** A parent line as the part deals read it: its product (name, collection), choice, stored quantity and bundle. */
export interface DealParent {
  itemIdentifier: string;
  product: Pick<Product, 'name' | 'attributes' | 'properties' | 'collectionItems'>;
  selection: Selection;
  quantity: number;
  /** The bundle page the line was added as the base of (null: none). */
  bundleId: string | null;
}

type Deal = { percentOff: number; unitsPerSet: number };

/** The best saving a child line has under its parent: its collection item's, or its parent's bundle's it completes. */
function dealsUnder(
  parent: DealParent,
  children: readonly GiftRuleLine[],
  bundles: ReadonlyMap<string, BundlePage>,
): Map<string, Deal> {
  const bundle = parent.bundleId === null ? undefined : bundles.get(parent.bundleId);
  const fromBundles = bundlePartDeals(bundle === undefined ? [] : [bundle], parent, children);
  const deals = new Map<string, Deal>();
  for (const child of children) {
    const offers = [
      collectionDeal(parent.product, parent.selection, child.product, child.selection),
      fromBundles.get(child.itemIdentifier),
    ];
    const best = offers.reduce<Deal | null>((b, o) => (o && (b === null || o.percentOff > b.percentOff) ? o : b), null);
    if (best !== null) deals.set(child.itemIdentifier, best);
  }
  return deals;
}

/**
 * Collection items and bundle parts in a cart: a child line that is a piece of its parent's collection, or a part of the
 * bundle its parent was added as the base of, is priced by that deal instead of the gift rules: its percent off on as many units
 * as the deal allows per parent set (shared by the lines of one product under the parent, in cart order), the rest at
 * the sale price. Every other line keeps its gift terms.
 */
export function withPartDeals(
  terms: readonly GiftTerms[],
  lines: readonly GiftRuleLine[],
  parents: ReadonlyMap<string, DealParent>,
  bundles: ReadonlyMap<string, BundlePage>,
): GiftTerms[] {
  const deals = new Map<string, Deal>();
  for (const parent of parents.values()) {
    const children = lines.filter((line) => line.forItem === parent.itemIdentifier);
    if (children.length > 0) for (const [id, deal] of dealsUnder(parent, children, bundles)) deals.set(id, deal);
  }
  if (deals.size === 0) return [...terms];
  const dealt = lines.filter((line) => deals.has(line.itemIdentifier));
  const units = allocateGiftUnits(
    dealt.map((line) => {
      const parent = parents.get(line.forItem!)!;
      return {
        parentKey: parent.itemIdentifier,
        productId: line.product.id,
        units: line.pairPricing ? Math.ceil(line.quantity / 2) : line.quantity,
        parentSets: setCount(parent.product, parent.selection, parent.quantity) * deals.get(line.itemIdentifier)!.unitsPerSet,
      };
    }),
  );
  const unitsOf = new Map(dealt.map((line, i) => [line.itemIdentifier, units[i]!]));
  return lines.map((line, i) => {
    const deal = deals.get(line.itemIdentifier);
    return deal ? { discount: deal.percentOff, units: unitsOf.get(line.itemIdentifier)!, valueCap: undefined } : terms[i]!;
  });
}
