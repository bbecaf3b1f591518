import type { BrandConfig } from '../brands';
import type { Product } from '../product';
import type { Selection } from '../variant';
import { linePrice } from '../cart/pricing';
import { resolveLine, type ResolvableProduct } from '../cart/resolve-line';
import { storedQuantity } from '../cart/split-king';

/** Collection prices per item: the list value, what the shopper pays, and what they save (totalValue - finalPrice). */
export interface PartPrice {
  totalValue: number;
  finalPrice: number;
  discount: number;
}

/** A piece's saving when bought with its main product: percent off its sale price, on at most `units` priced units. */
export interface PartDeal {
  percentOff: number;
  units: number;
}

type Pricing = Pick<BrandConfig, 'splitKingSecondBaseSurcharge'>;

/**
 * What `quantity` units of a piece cost when bought with its main product, exactly as the cart charges its bound line:
 * resolved like a cart line (sale price, split-king pairs, second-base surcharge), the deal's percent off its sale price
 * on the units the deal covers, the rest at the sale price. Null when the cart would refuse the line (unknown or
 * unsellable variant). Without a deal it is the piece's own price (the main product, a part sold at its price).
 */
export function partPrice(
  brand: Pricing,
  product: ResolvableProduct & Pick<Product, 'id'>,
  selection: Selection,
  quantity: number,
  deal: PartDeal | null,
): PartPrice | null {
  const resolved = resolveLine(brand, product, selection);
  if (!resolved.ok) return null;
  const { line } = resolved;
  const { price, profilePrice } = linePrice({
    itemIdentifier: product.id,
    group: product.attributes.group,
    quantity: storedQuantity(product, selection, quantity),
    unitPrice: line.unitPrice,
    unitListPrice: line.unitListPrice,
    pairPricing: line.pairPricing,
    surcharge: line.surcharge,
    giftDiscount: deal?.percentOff ?? 0,
    giftUnits: deal?.units ?? 0,
  });
  return { totalValue: profilePrice, finalPrice: price, discount: profilePrice - price };
}

/** The sum of several pieces' prices (a collection with its main product, a bundle's chosen parts): each figure adds up. */
export function sumPartPrices(prices: readonly PartPrice[]): PartPrice {
  return prices.reduce<PartPrice>(
    (sum, p) => ({
      totalValue: sum.totalValue + p.totalValue,
      finalPrice: sum.finalPrice + p.finalPrice,
      discount: sum.discount + p.discount,
    }),
    { totalValue: 0, finalPrice: 0, discount: 0 },
  );
}
