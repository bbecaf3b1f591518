import type { OrderPaymentStatus, OrderStatus, ReturnStatus } from './order-states';
import { longDateText } from '../text/english-date';

/**
 * Whether a line of an order may be sent back on its sleep trial, and how many of it. Pure: the caller loads the
 * order, its shipments and its returns first.
 *
 * The trial counts from the day the line shipped, because the store records no delivery: a shipment is the first
 * dated fact about the goods leaving, and counting from it never gives more nights than promised. Days are UTC
 * days: the shipment's UTC day is day 0 and the trial runs to the end of the UTC day `nights` days later, so the
 * API, the storefront and the staff application agree to the millisecond whatever their own time zone.
 */

/** Why a shopper sends a product back, as data (the form's choices and the staff list's words). */
export const RETURN_REASONS = [
  'too-firm',
  'too-soft',
  'sleeping-hot',
  'back-pain',
  'changed-my-mind',
  'damaged',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  'too-firm': 'Too firm',
  'too-soft': 'Too soft',
  'sleeping-hot': 'Sleeping hot',
  'back-pain': 'Back pain',
  'changed-my-mind': 'Changed my mind',
  damaged: 'Damaged',
  other: 'Other',
};

/** What a shopper reads for a return's status. */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Return requested',
  approved: 'Return approved',
  refused: 'Return refused',
  pickup_scheduled: 'Pick-up scheduled',
  received: 'Received by us',
  refunded: 'Refunded',
};

/** Returns still on their way (a refused one frees its quantity; a refunded one is done). */
const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'pickup_scheduled', 'received'];

export type ReturnRefusalReason =
  | 'order-unpaid'
  | 'order-cancelled'
  | 'order-refunded'
  | 'no-trial'
  | 'free-item'
  | 'not-shipped'
  | 'already-returning'
  | 'already-returned'
  | 'trial-ended';

export interface ReturnEligibilityInput {
  order: { status: OrderStatus; paymentStatus: OrderPaymentStatus };
  /** `amount`: what the line's units cost after the coupon (minor units); a free line (a gift) is kept, not returned. */
  line: { itemIdentifier: string; title: string; quantity: number; amount: number };
  /** The line's trial (core lineTrialNights); null: the product has none. */
  trialNights: number | null;
  /** The parcels that carried some of the line: when each left and how many of the line it held. */
  shipments: ReadonlyArray<{ shippedAt: Date; quantity: number }>;
  /** Earlier returns of the line, whatever their status. */
  returns: ReadonlyArray<{ quantity: number; status: ReturnStatus }>;
  now: Date;
}

export type ReturnEligibility =
  | { eligible: true; trialNights: number; trialEndsAt: Date; returnableQuantity: number }
  | { eligible: false; reason: ReturnRefusalReason; message: string; trialEndsAt: Date | null };

const DAY_MS = 86_400_000;

/** The last moment of a trial of `nights` nights for goods shipped at `shippedAt`: the end of that UTC day + nights. */
export function trialEndOf(shippedAt: Date, nights: number): Date {
  const day = Date.UTC(shippedAt.getUTCFullYear(), shippedAt.getUTCMonth(), shippedAt.getUTCDate());
  return new Date(day + (nights + 1) * DAY_MS - 1);
}

/** A trial's last day as shoppers read it ('February 9, 2026'), in UTC like the rule. */
export function trialDateLabel(date: Date): string {
  return longDateText(date);
}

function refused(reason: ReturnRefusalReason, message: string, trialEndsAt: Date | null = null): ReturnEligibility {
  return { eligible: false, reason, message, trialEndsAt };
}

const sum = (rows: ReadonlyArray<{ quantity: number }>) => rows.reduce((total, row) => total + row.quantity, 0);

/**
 * A paid, not cancelled and not wholly refunded order's shipped line may be returned while its trial runs, up to the
 * units shipped and not already in a return (refused returns free theirs). Units still in trial are those whose
 * parcel's trial has not ended; `trialEndsAt` is the latest end among them.
 */
export function returnEligibility(input: ReturnEligibilityInput): ReturnEligibility {
  const { order, line, trialNights, now } = input;
  if (order.status === 'cancelled') return refused('order-cancelled', 'This order was cancelled: nothing in it can be returned');
  if (order.status !== 'paid' || order.paymentStatus === 'unpaid')
    return refused('order-unpaid', 'This order is not paid: nothing in it can be returned');
  if (order.paymentStatus === 'refunded')
    return refused('order-refunded', 'This order was refunded in full: nothing in it can be returned');
  if (trialNights === null) return refused('no-trial', `${line.title} has no sleep trial: contact us about returning it`);
  if (line.amount <= 0)
    return refused('free-item', `${line.title} came free with your order: keep it, there is nothing to send back`);
  const shipped = Math.min(line.quantity, sum(input.shipments));
  if (shipped <= 0) return refused('not-shipped', 'This item has not shipped yet: contact us to cancel it instead');
  const taken = sum(input.returns.filter((r) => r.status !== 'refused'));
  if (shipped - taken <= 0)
    return input.returns.some((r) => OPEN_RETURN_STATUSES.includes(r.status))
      ? refused('already-returning', 'This item is already being returned')
      : refused('already-returned', 'This item has already been returned');
  const ends = input.shipments.map((s) => ({ quantity: s.quantity, end: trialEndOf(s.shippedAt, trialNights) }));
  const running = ends.filter((s) => now.getTime() <= s.end.getTime());
  if (running.length === 0) {
    const last = new Date(Math.max(...ends.map((s) => s.end.getTime())));
    return refused(
      'trial-ended',
      `Your ${trialNights}-night trial for ${line.title} ended on ${trialDateLabel(last)}: returns are no longer possible`,
      last,
    );
  }
  return {
    eligible: true,
    trialNights,
    trialEndsAt: new Date(Math.max(...running.map((s) => s.end.getTime()))),
    returnableQuantity: Math.min(shipped - taken, sum(running)),
  };
}

/** A request for `quantity` of an eligible line: at most what may still be returned. Null: allowed. */
export function returnQuantityProblem(eligibility: ReturnEligibility, quantity: number, title: string): string | null {
  if (!eligibility.eligible) return eligibility.message;
  if (quantity > eligibility.returnableQuantity)
    return eligibility.returnableQuantity === 1
      ? `Only 1 of ${title} can be returned`
      : `Only ${eligibility.returnableQuantity} of ${title} can be returned`;
  return null;
}
