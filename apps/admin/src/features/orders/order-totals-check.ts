import type { OrderTotals } from '../../lib/api/types';

/**
 * Whether an order's totals add up: subtotal − discount + shipping + tax + adjustment = total, and refunded + refundable never
 * more than the total. The difference in minor units for each rule that fails (an empty list when all hold), so the
 * page can say which figure is off instead of showing numbers that silently disagree.
 */
export function totalsProblems(totals: OrderTotals): Array<{ rule: 'sum' | 'refunds'; difference: number }> {
  const problems: Array<{ rule: 'sum' | 'refunds'; difference: number }> = [];
  const sum = totals.subtotal - totals.discount + totals.shipping + totals.tax + (totals.adjustment ?? 0);
  if (sum !== totals.total) problems.push({ rule: 'sum', difference: totals.total - sum });
  const refunds = totals.refunded + totals.refundable;
  if (refunds > totals.total) problems.push({ rule: 'refunds', difference: refunds - totals.total });
  return problems;
}
