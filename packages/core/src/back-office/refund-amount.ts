/**
 * What a refund by lines gives back. A line of an order's frozen cart cost `priceAfterDiscount` (its units after the
 * coupon, in minor units); each unit is refunded at an equal share of it, rounded down, and the line's last unit takes
 * the remainder, so refunding every unit of a line, in any number of refunds, gives back exactly what the line cost.
 * The lines' share of the order's tax is priced by tax-share.ts; shipping and other extras are refunded by amount.
 */

/** A line of the frozen cart as a refund prices it. */
export interface RefundableLine {
  itemIdentifier: string;
  quantity: number;
  /** What all units of the line cost after the coupon (minor units). */
  priceAfterDiscount: number;
}

/** So many units of a line (a refund's `lines`, a shipment's). */
export interface LineQuantity {
  itemIdentifier: string;
  quantity: number;
}

/** Why lines cannot be refunded: a line the order does not have, or more units than are left to refund. */
export type LinesRefundProblem =
  { kind: 'unknown-line'; itemIdentifier: string } | { kind: 'beyond-left'; itemIdentifier: string; asked: number; left: number };

export type LinesRefund = { ok: true; amount: number; lines: LineQuantity[] } | { ok: false; problem: LinesRefundProblem };

/**
 * The price of `count` units of a line starting after the `from` units already refunded: an equal share per unit,
 * rounded down, and the line's last unit carries the remainder.
 */
export function unitsAmount(line: Pick<RefundableLine, 'quantity' | 'priceAfterDiscount'>, from: number, count: number): number {
  if (count <= 0 || line.quantity <= 0) return 0;
  const share = Math.floor(line.priceAfterDiscount / line.quantity);
  const remainder = line.priceAfterDiscount - share * line.quantity;
  return share * count + (from + count === line.quantity ? remainder : 0);
}

/** Units per line in the given refunds (the succeeded and pending ones of an order), summed. */
export function refundedQuantities(refunds: ReadonlyArray<{ lines: readonly LineQuantity[] }>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const refund of refunds)
    for (const line of refund.lines) totals.set(line.itemIdentifier, (totals.get(line.itemIdentifier) ?? 0) + line.quantity);
  return totals;
}

/** The asked lines with one entry per line (a line named twice counts once, with both quantities), in first-seen order. */
function merged(asked: readonly LineQuantity[]): LineQuantity[] {
  const byLine = new Map<string, number>();
  for (const line of asked) byLine.set(line.itemIdentifier, (byLine.get(line.itemIdentifier) ?? 0) + line.quantity);
  return [...byLine].map(([itemIdentifier, quantity]) => ({ itemIdentifier, quantity }));
}

/**
 * Prices a refund of `asked` units of the order's `lines`, given the units of each line already refunded (or being
 * refunded): never more units of a line than are left of it, and each unit at its share of the line.
 */
export function linesRefundAmount(
  lines: readonly RefundableLine[],
  refunded: ReadonlyMap<string, number>,
  asked: readonly LineQuantity[],
): LinesRefund {
  const wanted = merged(asked);
  let amount = 0;
  for (const { itemIdentifier, quantity } of wanted) {
    const line = lines.find((l) => l.itemIdentifier === itemIdentifier);
    if (!line) return { ok: false, problem: { kind: 'unknown-line', itemIdentifier } };
    const done = refunded.get(itemIdentifier) ?? 0;
    const left = Math.max(0, line.quantity - done);
    if (quantity > left) return { ok: false, problem: { kind: 'beyond-left', itemIdentifier, asked: quantity, left } };
    amount += unitsAmount(line, done, quantity);
  }
  return { ok: true, amount, lines: wanted };
}
