import type { OrderPaymentStatus, OrderStatus, RefundStatus, ReturnStatus } from './order-states';
import { returnEligibility } from './return-eligibility';

/** So many units of a line of the order (a shipment's or a refund's `lines`). */
export interface LineUnits {
  itemIdentifier: string;
  quantity: number;
}

/** What became of a line's units: shipped, refunded, and how many may still be sent back on their trial. */
export interface LineQuantities {
  shipped: number;
  refunded: number;
  returnable: number;
}

export interface OrderLineQuantitiesInput {
  order: { status: OrderStatus; paymentStatus: OrderPaymentStatus };
  /** The frozen cart's lines, each with its trial (core lineTrialNights; null: none). */
  lines: ReadonlyArray<{ itemIdentifier: string; title: string; quantity: number; amount: number; trialNights: number | null }>;
  shipments: ReadonlyArray<{ shippedAt: Date; lines: readonly LineUnits[] }>;
  /** Refunds of the order; a refund made for a return names it (`returnId`). */
  refunds: ReadonlyArray<{ status: RefundStatus; returnId: string | null; lines: readonly LineUnits[] }>;
  returns: ReadonlyArray<{ itemIdentifier: string; quantity: number; status: ReturnStatus }>;
  now: Date;
}

const unitsOf = (itemIdentifier: string, lists: ReadonlyArray<readonly LineUnits[]>) =>
  lists.reduce(
    (total, lines) => total + lines.filter((l) => l.itemIdentifier === itemIdentifier).reduce((s, l) => s + l.quantity, 0),
    0,
  );

/**
 * Each line's shipped and refunded units (a pending refund counts: its units are already promised back; a failed one
 * does not), never more than were ordered; and its returnable units: what the return rule allows (paid, shipped, in
 * trial, not already in a return) less units refunded without a return (money already given back for them).
 */
export function orderLineQuantities(input: OrderLineQuantitiesInput): Map<string, LineQuantities> {
  const liveRefunds = input.refunds.filter((refund) => refund.status !== 'failed');
  return new Map(
    input.lines.map((line) => {
      const id = line.itemIdentifier;
      const shipped = Math.min(
        line.quantity,
        unitsOf(
          id,
          input.shipments.map((s) => s.lines),
        ),
      );
      const refunded = Math.min(
        line.quantity,
        unitsOf(
          id,
          liveRefunds.map((r) => r.lines),
        ),
      );
      const refundedAlone = unitsOf(
        id,
        liveRefunds.filter((r) => r.returnId === null).map((r) => r.lines),
      );
      const eligibility = returnEligibility({
        order: input.order,
        line,
        trialNights: line.trialNights,
        shipments: input.shipments
          .map((s) => ({ shippedAt: s.shippedAt, quantity: unitsOf(id, [s.lines]) }))
          .filter((s) => s.quantity > 0),
        returns: input.returns.filter((r) => r.itemIdentifier === id),
        now: input.now,
      });
      const returnable = eligibility.eligible ? Math.max(0, eligibility.returnableQuantity - refundedAlone) : 0;
      return [id, { shipped, refunded, returnable }] as const;
    }),
  );
}
