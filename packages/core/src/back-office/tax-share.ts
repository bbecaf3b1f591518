/**
 * The tax a refund by lines gives back with the lines. The order's tax (its cart's tax extra) was charged on its
 * lines, so a refund of some units gives back their share of it: the tax times the units' amount over the taxable
 * total (every line's priceAfterDiscount), rounded down. The refund that brings the order's last unit back takes what
 * is left of the tax, so refunding every line, in any number of refunds, gives back exactly the tax charged.
 * Shipping, white glove, recycling fees and services are not refunded with lines: they paid for a delivery or a service
 * that happened (usual store practice on a trial return); staff refund them by amount when they decide to.
 */
import { linesRefundAmount, type LineQuantity, type LinesRefundProblem, type RefundableLine } from './refund-amount';

/** What the order charged in tax and what earlier line refunds (succeeded or pending) gave back of it. */
export interface OrderTax {
  /** The tax charged (the frozen cart's tax extras, minor units). */
  tax: number;
  /** The tax part of each earlier live refund by lines, in any order. */
  earlier: readonly number[];
}

export type LinesRefundWithTax =
  { ok: true; amount: number; goods: number; tax: number; lines: LineQuantity[] } | { ok: false; problem: LinesRefundProblem };

/** floor(a × b / c) for non-negative integers, exact even where the float quotient rounds up to a whole number. */
function floorShare(a: number, b: number, c: number): number {
  const product = a * b;
  let q = Math.floor(product / c);
  if (q * c > product) q -= 1;
  return q;
}

/**
 * The tax share of a refund of `goods` (its units' amount) that leaves `unitsLeft` units of the order unrefunded:
 * round-down of tax × goods / taxable total; the refund that leaves no unit takes what is left of the tax, which is
 * never more than its own share plus the cent each earlier line refund lost to rounding.
 */
export function linesTaxShare(lines: readonly RefundableLine[], orderTax: OrderTax, goods: number, unitsLeft: number): number {
  const taxable = lines.reduce((sum, line) => sum + Math.max(0, line.priceAfterDiscount), 0);
  if (orderTax.tax <= 0 || taxable <= 0 || goods <= 0) return 0;
  const given = orderTax.earlier.reduce((sum, part) => sum + part, 0);
  const left = Math.max(0, orderTax.tax - given);
  const share = floorShare(orderTax.tax, goods, taxable);
  if (unitsLeft > 0) return Math.min(left, share);
  // The last piece: the rounding each earlier piece kept back (under a cent each), and no more.
  return Math.min(left, share + orderTax.earlier.length);
}

/**
 * Prices a refund of `asked` units with their tax share: the units at their share of each line (linesRefundAmount)
 * plus their share of the order's tax (linesTaxShare); `amount` = `goods` + `tax`.
 */
export function linesRefundWithTax(
  lines: readonly RefundableLine[],
  refunded: ReadonlyMap<string, number>,
  asked: readonly LineQuantity[],
  orderTax: OrderTax,
): LinesRefundWithTax {
  const priced = linesRefundAmount(lines, refunded, asked);
  if (!priced.ok) return priced;
  const thisRefund = new Map(priced.lines.map((line) => [line.itemIdentifier, line.quantity]));
  const unitsLeft = lines.reduce(
    (sum, line) =>
      sum + Math.max(0, line.quantity - (refunded.get(line.itemIdentifier) ?? 0) - (thisRefund.get(line.itemIdentifier) ?? 0)),
    0,
  );
  const tax = linesTaxShare(lines, orderTax, priced.amount, unitsLeft);
  return { ok: true, amount: priced.amount + tax, goods: priced.amount, tax, lines: priced.lines };
}

/**
 * The tax part of a refund given for less than its lines with their tax (a return refunded for less, with a note):
 * the same proportion of the amount, rounded down; the whole share when the amount is the full price or more.
 */
export function taxPartOf(amount: number, full: number, tax: number): number {
  if (tax <= 0 || amount <= 0 || full <= 0) return 0;
  if (amount >= full) return tax;
  return floorShare(tax, amount, full);
}
