import type { ProductGroup } from '../product';
import { couponAmount, couponCoversLine, coveredValues, type CouponRule, type UnitGroup } from './coupon-rule';
import { prorate } from './prorate';

/** One cart line as the server resolved it from the catalogue: nothing here comes from the client. */
export interface CartLineInput {
  itemIdentifier: string;
  group: ProductGroup;
  /** The product's id, for coupons that name products. */
  productId?: string;
  quantity: number;
  /** Sale price of one unit of the variant, minor units (for split king: the twin XL unit). */
  unitPrice: number;
  unitListPrice: number;
  /** Split king lines price ceil(quantity/2) pairs, each at twice the twin XL price. */
  pairPricing: boolean;
  /** Percent off for a gift with purchase attached to a qualifying parent line (100 = free). */
  giftDiscount: number;
  /** Added to each priced unit (the $299 bundle rule). */
  surcharge: number;
  /** How many units the gift discount covers (a gift is free only up to its parent's quantity); all when absent. */
  giftUnits?: number;
  /** The most one gifted unit is discounted on (the gift in its parent's size); the unit's own price when absent. */
  giftValueCap?: number;
}

export interface PricedLine {
  itemIdentifier: string;
  /** What the line costs before the coupon. */
  price: number;
  /** The line's list value. */
  profilePrice: number;
  couponDiscount: number;
  priceAfterDiscount: number;
  /** profilePrice - priceAfterDiscount: everything the shopper saves on the line. */
  discount: number;
}

/** A line's priced units (a split-king pair is one), the price of each, and the units its gift discount covers. */
function lineUnits(line: CartLineInput) {
  const units = line.pairPricing ? Math.ceil(line.quantity / 2) : line.quantity;
  const factor = line.pairPricing ? 2 : 1;
  const perUnit = factor * line.unitPrice + line.surcharge;
  const listPerUnit = factor * line.unitListPrice + line.surcharge;
  const giftedUnits = Math.min(units, line.giftUnits ?? units);
  const giftBase = Math.min(perUnit, line.giftValueCap ?? perUnit);
  const gift = Math.round((giftedUnits * giftBase * Math.min(100, Math.max(0, line.giftDiscount))) / 100);
  return { units, perUnit, listPerUnit, giftedUnits, gift };
}

/** Pricing rules for one line: pair pricing for split king, gift discount (capped per unit), bundle surcharge. */
export function linePrice(line: CartLineInput): { price: number; profilePrice: number } {
  const { units, perUnit, listPerUnit, gift } = lineUnits(line);
  const price = units * perUnit - gift;
  return { price, profilePrice: Math.max(units * listPerUnit, price) };
}

/**
 * A line's priced units grouped by what each costs before the coupon: the paid units, then the gifted ones sharing the
 * gift's price (a cent apart at most); the groups sum to linePrice's price.
 */
function lineUnitGroups(line: CartLineInput): UnitGroup[] {
  const { units, perUnit, giftedUnits, gift } = lineUnits(line);
  if (giftedUnits === 0) return units === 0 ? [] : [{ unitPrice: perUnit, units }];
  const giftedValue = giftedUnits * perUnit - gift;
  const low = Math.floor(giftedValue / giftedUnits);
  const dearer = giftedValue - low * giftedUnits;
  return [
    { unitPrice: perUnit, units: units - giftedUnits },
    { unitPrice: low + 1, units: dearer },
    { unitPrice: low, units: giftedUnits - dearer },
  ].filter((g) => g.units > 0);
}

/** A line as a coupon sees it: on a deal when sold under its list price or with a gift, bundle or collection deal. */
export function couponLine(line: CartLineInput) {
  const dealt = line.giftDiscount > 0 && (line.giftUnits ?? line.quantity) > 0;
  return {
    group: line.group,
    ...(line.productId === undefined ? {} : { productId: line.productId }),
    onDeal: line.unitPrice < line.unitListPrice || dealt,
  };
}

/**
 * Prices every line and spreads the coupon over the value it covers on each line (its units within the coupon's
 * maxUnits, dearest first), so line discounts sum to the coupon exactly and no uncovered line carries any of it.
 */
export function priceLines(lines: readonly CartLineInput[], coupon: CouponRule | null): PricedLine[] {
  const base = lines.map(linePrice);
  const eligible = lines.map((l) => coupon !== null && couponCoversLine(coupon, couponLine(l)));
  const covered = coupon
    ? coveredValues(
        coupon.maxUnits,
        lines.map((l, i) => (eligible[i] ? lineUnitGroups(l) : [])),
      )
    : lines.map(() => 0);
  const coveredSubtotal = covered.reduce((sum, c) => sum + c, 0);
  const merchandise = base.reduce((sum, b) => sum + b.price, 0);
  const total = coupon ? couponAmount(coupon, coveredSubtotal, merchandise) : 0;
  const shares = prorate(total, covered);
  return lines.map((line, i) => {
    const { price, profilePrice } = base[i] ?? { price: 0, profilePrice: 0 };
    const couponDiscount = shares[i] ?? 0;
    const priceAfterDiscount = price - couponDiscount;
    return {
      itemIdentifier: line.itemIdentifier,
      price,
      profilePrice,
      couponDiscount,
      priceAfterDiscount,
      discount: profilePrice - priceAfterDiscount,
    };
  });
}

export interface CartTotals {
  totalPrice: number;
  totalDiscount: number;
  totalValue: number;
  totalSavings: number;
}

/** Totals: totalPrice is the lines after discounts plus extras, to the cent. */
export function cartTotals(lines: readonly PricedLine[], extras: readonly { amount: number }[]): CartTotals {
  const after = lines.reduce((s, l) => s + l.priceAfterDiscount, 0);
  const totalValue = lines.reduce((s, l) => s + l.profilePrice, 0);
  return {
    totalPrice: after + extras.reduce((s, e) => s + e.amount, 0),
    totalDiscount: lines.reduce((s, l) => s + l.couponDiscount, 0),
    totalValue,
    totalSavings: totalValue - after,
  };
}
