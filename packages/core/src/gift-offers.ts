import type { ProductGroup } from './product';
import type { UpsellItem } from './upsell';

/** A cart line as the gift-offer rules see it: its product and, for a child line, its parent's group. */
export interface GiftLineRef {
  itemIdentifier: string;
  productId: string;
  forItem: string | null;
  parentGroup: ProductGroup | null;
}

/** What the gift rules read of an upsell catalogue item. */
export type GiftOffer = Pick<UpsellItem, 'name' | 'productId' | 'sellsWith' | 'discount' | 'quantity' | 'excludes'>;

/** The catalogue offer that makes a product a gift under a parent of this group: the largest discount among its items. */
export function giftOfferFor(
  catalogue: readonly GiftOffer[],
  productId: string,
  parentGroup: ProductGroup,
): GiftOffer | undefined {
  return catalogue
    .filter((item) => item.productId === productId && item.discount > 0 && item.sellsWith.includes(parentGroup))
    .reduce<GiftOffer | undefined>(
      (best, item) => (best === undefined || item.discount > best.discount ? item : best),
      undefined,
    );
}

/**
 * The discount a child line of a product gets under a parent of this group: its best catalogue offer's (0 without one).
 * The cart and the product page's add-on prices both read it, so both charge the same.
 */
export function giftDiscountIn(catalogue: readonly GiftOffer[]): (productId: string, parentGroup: ProductGroup) => number {
  return (productId, parentGroup) => giftOfferFor(catalogue, productId, parentGroup)?.discount ?? 0;
}

/** Two offers exclude each other when either names the other in `excludes`. */
export function offersExclude(a: GiftOffer, b: GiftOffer): boolean {
  return (a.excludes ?? []).includes(b.name) || (b.excludes ?? []).includes(a.name);
}

/**
 * Offers that exclude each other are never both gifts under one parent: in cart order, a child line keeps its gift unless
 * an earlier line under the same parent kept a gift from an offer that excludes its own. Adding a line never takes a gift
 * away from a line already in the cart; a line that lost its gift blocks nothing. Returns the lines whose gift discount
 * does not apply (they are charged like any other child line).
 */
export function excludedGiftLines(lines: readonly GiftLineRef[], catalogue: readonly GiftOffer[]): Set<string> {
  const excluded = new Set<string>();
  const kept = new Map<string, GiftOffer[]>();
  for (const line of lines) {
    if (line.forItem === null || line.parentGroup === null) continue;
    const offer = giftOfferFor(catalogue, line.productId, line.parentGroup);
    if (offer === undefined) continue;
    const siblings = kept.get(line.forItem) ?? [];
    if (siblings.some((other) => other.name !== offer.name && offersExclude(other, offer))) excluded.add(line.itemIdentifier);
    else kept.set(line.forItem, [...siblings, offer]);
  }
  return excluded;
}

/** Gift units each parent unit brings for this product: the offer's quantity (free pillows come as a pair), else 1. */
export function giftUnitsPerParent(catalogue: readonly GiftOffer[], productId: string, parentGroup: ProductGroup): number {
  return giftOfferFor(catalogue, productId, parentGroup)?.quantity ?? 1;
}
