import { linesRefundWithTax } from '@store/core/back-office/tax-share';
import type { OrderDetail } from '../../lib/api/types';

/** What a refund by lines will give back, as the API prices it: the units, and of which the lines' share of the tax. */
export interface LinesRefundPreview {
  amount: number;
  tax: number;
}

/**
 * The dialog's "By lines" preview (core linesRefundWithTax, the rule the API applies): the chosen units at their share
 * of each line and their share of the order's tax, counting the earlier live refunds by lines. Null while nothing (or
 * something invalid) is chosen.
 */
export function linesRefundPreview(
  order: Pick<OrderDetail, 'lines' | 'totals' | 'refunds'>,
  quantities: readonly string[],
): LinesRefundPreview | null {
  const asked = order.lines.flatMap((line, index) => {
    const text = (quantities[index] ?? '').trim();
    const quantity = /^\d+$/.test(text) ? Number(text) : NaN;
    return Number.isSafeInteger(quantity) && quantity > 0 ? [{ itemIdentifier: line.itemIdentifier, quantity }] : [];
  });
  if (asked.length === 0) return null;
  const lines = order.lines.map((l) => ({
    itemIdentifier: l.itemIdentifier,
    quantity: l.quantity,
    priceAfterDiscount: l.amount,
  }));
  const refunded = new Map(order.lines.map((l) => [l.itemIdentifier, l.refundedQuantity]));
  const earlier = order.refunds.filter((r) => r.status !== 'failed' && (r.lines?.length ?? 0) > 0).map((r) => r.taxAmount ?? 0);
  const priced = linesRefundWithTax(lines, refunded, asked, { tax: order.totals.tax, earlier });
  return priced.ok ? { amount: priced.amount, tax: priced.tax } : null;
}
