/**
 * An order's totals as staff read them, from its frozen cart: each line at its price before the coupon (the subtotal),
 * the coupon, the extras charged besides tax (shipping, white glove, services and fees), the tax, and what was charged.
 * The parts always add up to the charged total: subtotal - discount + shipping + tax + adjustment = total, where
 * `adjustment` is whatever the frozen cart does not explain (0 for every order the checkout froze, whose total is the
 * cart's lines after discount plus its extras).
 */

/** A line of the frozen cart as the totals read it (minor units for all of its units). */
export interface TotalsLine {
  /** The line's price before the coupon (cart item pricing.price.amount). */
  price: number;
  /** The line's share of the coupon (cart item pricing.breakdown.couponDiscount.amount). */
  couponDiscount: number;
}

/** A cart extra as the totals read it: its kind (tax, shipping, white-glove, service, recycling-fee) and its amount. */
export interface TotalsExtra {
  kind: string;
  amount: number;
}

export interface OrderTotalsInput {
  lines: readonly TotalsLine[];
  extras: readonly TotalsExtra[];
  /** What the order charged (orders.total_amount). */
  totalAmount: number;
  /** What succeeded refunds gave back (orders.refunded_amount). */
  refundedAmount: number;
  /** Refunds recorded and not yet answered by the provider: promised back, so no longer refundable. */
  pendingRefundAmount: number;
  /** Whether the order's payment was captured (its payment status is not `unpaid`). */
  captured: boolean;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  /** What the frozen cart's parts do not explain; 0 for an order the checkout froze. */
  adjustment: number;
  total: number;
  refunded: number;
  refundable: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The totals of an order: parts from the frozen cart that add up exactly to what was charged, what was refunded, and
 * what may still be refunded (the captured total less succeeded and pending refunds; nothing before a capture).
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const subtotal = sum(input.lines.map((line) => line.price));
  const discount = sum(input.lines.map((line) => line.couponDiscount));
  const tax = sum(input.extras.filter((extra) => extra.kind === 'tax').map((extra) => extra.amount));
  const shipping = sum(input.extras.filter((extra) => extra.kind !== 'tax').map((extra) => extra.amount));
  const total = input.totalAmount;
  const refundable = input.captured ? Math.max(0, total - input.refundedAmount - input.pendingRefundAmount) : 0;
  return {
    subtotal,
    discount,
    shipping,
    tax,
    adjustment: total - (subtotal - discount + shipping + tax),
    total,
    refunded: input.refundedAmount,
    refundable,
  };
}
