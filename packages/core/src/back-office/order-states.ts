/**
 * The states of an order and of the money and goods behind it, each a closed list with the one table of moves it may
 * make. Every status write in the API is a compare-and-set whose WHERE admits only the states `statesBefore` the target
 * (apps/api's `movableTo`), and
 * the database's CHECK constraints hold the same lists, so a status outside them cannot be stored.
 */

/** The order's lifecycle: placed (`pending`), `paid`, or `cancelled` (unpaid and given up, or refunded in full by staff). */
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The money of a paid order: `unpaid` until its charge succeeds, then refunds move it on. */
export const ORDER_PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** The goods of an order: nothing shipped, some lines (or part of a line) shipped, or everything shipped. */
export const FULFILLMENT_STATUSES = ['unfulfilled', 'partially_shipped', 'shipped'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

/** One refund at the provider: recorded `pending` before the provider is called, then its answer. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A trial return: the shopper asks (`requested`); staff approve or refuse it, schedule the pick-up, mark the product
 * received and refund it (`refunded`, the end). `refused` is an end too.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'pickup_scheduled', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The payment attempt of an order (payments.status). */
export const PAYMENT_ATTEMPT_STATUSES = ['processing', 'requires_action', 'succeeded', 'failed'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** A table of moves: from each state, the states it may go to (a state listing itself may be written again). */
export type TransitionTable<S extends string> = { readonly [From in S]: readonly S[] };

/**
 * Orders: placing again keeps a pending order pending (same id, new frozen cart); a cancelled unpaid order placed
 * again by its shopper is pending again; a paid order is cancelled only by a full refund before anything shipped.
 */
export const ORDER_TRANSITIONS: TransitionTable<OrderStatus> = {
  pending: ['pending', 'paid', 'cancelled'],
  paid: ['cancelled'],
  cancelled: ['pending'],
};

/** Money: a charge pays; each refund moves it to partially refunded, the one that reaches the captured amount to refunded. */
export const ORDER_PAYMENT_TRANSITIONS: TransitionTable<OrderPaymentStatus> = {
  unpaid: ['paid'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

/** Goods: each shipment moves the order on; one that ships the last of every line makes it shipped. */
export const FULFILLMENT_TRANSITIONS: TransitionTable<FulfillmentStatus> = {
  unfulfilled: ['partially_shipped', 'shipped'],
  partially_shipped: ['partially_shipped', 'shipped'],
  shipped: [],
};

/** A refund is answered once by its provider. */
export const REFUND_TRANSITIONS: TransitionTable<RefundStatus> = {
  pending: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

/** A return goes forward only; a pick-up may be moved (scheduled again), and a return may be received without one. */
export const RETURN_TRANSITIONS: TransitionTable<ReturnStatus> = {
  requested: ['approved', 'refused'],
  approved: ['pickup_scheduled', 'received'],
  pickup_scheduled: ['pickup_scheduled', 'received'],
  received: ['refunded'],
  refused: [],
  refunded: [],
};

/** Payment attempts (the checkout's moves, docs/architecture.md "State transitions"). */
export const PAYMENT_ATTEMPT_TRANSITIONS: TransitionTable<PaymentAttemptStatus> = {
  processing: ['processing', 'succeeded', 'requires_action', 'failed'],
  requires_action: ['processing', 'failed', 'succeeded'],
  succeeded: [],
  failed: ['failed'],
};

/** Whether `table` allows the move from `from` to `to`. */
export function canMove<S extends string>(table: TransitionTable<S>, from: S, to: S): boolean {
  return table[from].includes(to);
}

/** The states from which `to` may be reached: the compare-and-set's `WHERE status IN (...)`. */
export function statesBefore<S extends string>(table: TransitionTable<S>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => table[from].includes(to));
}
