import type { BrandConfig } from '../brands';
import { excludedGiftLines, giftDiscountIn, giftUnitsPerParent, type GiftOffer } from '../gift-offers';
import type { Product, ProductGroup } from '../product';
import type { Selection } from '../variant';
import { linePrice } from './pricing';
import { resolveLine, unitValue } from './resolve-line';
import { setCount, storedQuantity } from './split-king';

/**
 * Gifts with purchase, tied to the parent line: a gift is discounted for as many units as its parent has sets
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
 * The gifted units of each line. The parent's sets are shared by every line of the same product under that
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

/** A cart line as the gift rules read it: its product and choice, its stored quantity and its parent line's id. */
export interface GiftRuleLine {
  itemIdentifier: string;
  product: Product;
  selection: Selection;
  /** Stored quantity (a split-king mattress counts its halves). */
  quantity: number;
  forItem: string | null;
  /** The line prices split-king pairs (ResolvedLine.pairPricing): its units are its pairs. */
  pairPricing: boolean;
}

/** A parent line as the gift rules read it. */
export interface GiftRuleParent {
  itemIdentifier: string;
  product: Pick<Product, 'attributes' | 'properties'>;
  selection: Selection;
  /** Stored quantity. */
  quantity: number;
}

/** What a line's gift is: its percent off, the units it covers and the most one unit is discounted on (none: no cap). */
export interface GiftTerms {
  discount: number;
  units: number;
  valueCap: number | undefined;
}

/**
 * Gifts with purchase for the lines of a cart, in cart order: a child line gets the discount of its product
 * under its parent's group (none when an earlier sibling kept a gift from an offer that excludes its own), for as many
 * units as the parent has sets times the offer's units per parent (shared by the lines of one product), each unit
 * discounted on at most the gift's value in the parent's size.
 */
export function giftTerms(
  brand: Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>,
  lines: readonly GiftRuleLine[],
  parents: ReadonlyMap<string, GiftRuleParent>,
  offers: readonly GiftOffer[],
  discountOf: (productId: string, parentGroup: ProductGroup) => number,
): GiftTerms[] {
  const parentOf = (line: GiftRuleLine) => (line.forItem === null ? undefined : parents.get(line.forItem));
  const excluded = excludedGiftLines(
    lines.map((line) => ({
      itemIdentifier: line.itemIdentifier,
      productId: line.product.id,
      forItem: line.forItem,
      parentGroup: parentOf(line)?.product.attributes.group ?? null,
    })),
    offers,
  );
  const gifts = lines.map((line) => {
    const parent = parentOf(line);
    const offered = parent ? discountOf(line.product.id, parent.product.attributes.group) : 0;
    return { parent, discount: excluded.has(line.itemIdentifier) ? 0 : offered };
  });
  const units = allocateGiftUnits(
    lines.map((line, i) => {
      const { parent, discount } = gifts[i]!;
      return {
        parentKey: parent?.itemIdentifier ?? '',
        productId: line.product.id,
        units: line.pairPricing ? Math.ceil(line.quantity / 2) : line.quantity,
        parentSets:
          parent && discount > 0
            ? setCount(parent.product, parent.selection, parent.quantity) *
              giftUnitsPerParent(offers, line.product.id, parent.product.attributes.group)
            : 0,
      };
    }),
  );
  return lines.map((line, i) => {
    const { parent, discount } = gifts[i]!;
    const valueCap = parent && discount > 0 ? giftValueCap(brand, line.product, line.selection, parent.selection) : undefined;
    return { discount, units: units[i]!, valueCap };
  });
}

/** A line about to be added under a parent (a product page's add-on): its product, choice and the quantity asked. */
export interface AddedLine {
  product: Product;
  selection: Selection;
  quantity: number;
}

/**
 * What each child line costs when added under the parent, before any coupon, exactly as the cart will charge it: resolved
 * like a cart line (split-king pairs, second-base surcharge), its gift from giftTerms with the catalogue's best offer,
 * priced by linePrice; a service line is its unit price times its quantity, as the cart's extras are. `listPrice` is the
 * line's list value. Null for a line the cart would refuse (unknown variant or not sellable).
 */
export function addedChildPrices(
  brand: Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>,
  parent: { product: Pick<Product, 'attributes' | 'properties'>; selection: Selection; quantity: number },
  children: readonly AddedLine[],
  offers: readonly GiftOffer[],
): Array<{ price: number; listPrice: number } | null> {
  const parentLine: GiftRuleParent = {
    itemIdentifier: 'parent',
    product: parent.product,
    selection: parent.selection,
    quantity: storedQuantity(parent.product, parent.selection, parent.quantity),
  };
  const resolved = children.map((child) => resolveLine(brand, child.product, child.selection));
  const lines = children.map((child, i): GiftRuleLine => ({
    itemIdentifier: `child-${i}`,
    product: child.product,
    selection: child.selection,
    quantity: storedQuantity(child.product, child.selection, child.quantity),
    forItem: parentLine.itemIdentifier,
    pairPricing: resolved[i]!.ok && resolved[i]!.line.pairPricing,
  }));
  const services = (child: AddedLine) => child.product.attributes.group === 'service';
  // Service lines are the cart's extras, never gifts: they take no part in the gift rules.
  const gifted = lines.filter((_, i) => !services(children[i]!));
  const terms = new Map(
    giftTerms(brand, gifted, new Map([[parentLine.itemIdentifier, parentLine]]), offers, giftDiscountIn(offers)).map((t, i) => [
      gifted[i]!.itemIdentifier,
      t,
    ]),
  );
  return lines.map((line, i) => {
    const r = resolved[i]!;
    if (!r.ok) return null;
    if (services(children[i]!))
      return { price: r.line.unitPrice * line.quantity, listPrice: r.line.unitListPrice * line.quantity };
    const t = terms.get(line.itemIdentifier)!;
    const { price, profilePrice } = linePrice({
      itemIdentifier: line.itemIdentifier,
      group: line.product.attributes.group,
      quantity: line.quantity,
      unitPrice: r.line.unitPrice,
      unitListPrice: r.line.unitListPrice,
      pairPricing: r.line.pairPricing,
      surcharge: r.line.surcharge,
      giftDiscount: t.discount,
      giftUnits: t.units,
      ...(t.valueCap === undefined ? {} : { giftValueCap: t.valueCap }),
    });
    return { price, listPrice: profilePrice };
  });
}
