/** A paid order's line as the signals read it. */
export interface PaidLine {
  productId: string;
  group: string;
  quantity: number;
}

export interface OrderSignals {
  /** Units per product (popularity counts paid units). */
  units: Map<string, number>;
  /** Every ordered pair of distinct products (both directions), once per order however many units. */
  pairs: Array<[string, string]>;
}

/** Lines that say nothing about taste: a protection plan or a delivery service rides along with any order. */
const UNCOUNTED_GROUPS: ReadonlySet<string> = new Set(['warranty', 'service']);

/**
 * What one paid order adds to the signals. Popularity gains each product's units; co-purchase gains one per
 * pair of distinct products in the order (an order of two pillows and a mattress is one mattress-pillow pair).
 * Warranty and service lines are not counted.
 */
export function orderSignals(lines: readonly PaidLine[]): OrderSignals {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (UNCOUNTED_GROUPS.has(line.group) || line.quantity < 1) continue;
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  const ids = [...units.keys()].sort();
  const pairs: Array<[string, string]> = [];
  for (const a of ids) for (const b of ids) if (a !== b) pairs.push([a, b]);
  return { units, pairs };
}
