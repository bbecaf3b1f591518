import type { Cart, CartItem } from '../../lib/api/cart-schema';
import { followsParent } from '@store/core/cart/bundle-quantity';

/** A change the shopper made that the view shows at once, before the server answers. */
export type CartOp = { kind: 'quantity'; itemIdentifier: string; quantity: number } | { kind: 'remove'; itemIdentifier: string };

export interface CartState {
  /** The last cart the server answered with; null before the first answer or after a failed fetch. */
  confirmed: Cart | null;
  /** Optimistic changes still waiting for their answer, applied on top of `confirmed`, oldest first. */
  pending: ReadonlyArray<{ id: number; op: CartOp }>;
  status: 'idle' | 'loading' | 'ready';
  /** Calls in flight. */
  busy: number;
  /** The last failure, shown to the shopper until dismissed or the next success. */
  error: string | null;
}

export type CartAction =
  | { type: 'started'; loading?: boolean }
  | { type: 'optimistic'; id: number; op: CartOp }
  | { type: 'settled'; cart: Cart; id?: number; error?: string }
  | { type: 'failed'; message: string | null; id?: number }
  | { type: 'fetchFailed'; message: string }
  | { type: 'dismissError' };

export const initialCartState: CartState = { confirmed: null, pending: [], status: 'idle', busy: 0, error: null };

interface LineAmounts {
  price: number;
  after: number;
  list: number;
  coupon: number;
}

function amountsOf(line: CartItem): LineAmounts {
  return {
    price: line.pricing.price.amount,
    after: line.priceAfterDiscount,
    list: line.pricing.profilePrice.amount,
    coupon: line.pricing.breakdown.couponDiscount.amount,
  };
}

function scaled(line: CartItem, quantity: number): CartItem {
  const ratio = (amount: number) => Math.round((amount * quantity) / line.quantity);
  const { price, list, coupon } = amountsOf(line);
  // After the coupon is the scaled price less the scaled coupon, so the optimistic line still adds up as printed.
  const nextAfter = ratio(price) - ratio(coupon);
  const nextList = ratio(list);
  return {
    ...line,
    quantity,
    priceAfterDiscount: nextAfter,
    discount: nextList - nextAfter,
    pricing: {
      price: { amount: ratio(price) },
      breakdown: { couponDiscount: { amount: ratio(coupon) } },
      profilePrice: { amount: nextList },
    },
  };
}

function withItems(cart: Cart, items: CartItem[]): Cart {
  const sum = (pick: (a: LineAmounts) => number, lines: readonly CartItem[]) => lines.reduce((s, l) => s + pick(amountsOf(l)), 0);
  const delta = (pick: (a: LineAmounts) => number) => sum(pick, items) - sum(pick, cart.items);
  const dAfter = delta((a) => a.after);
  const dList = delta((a) => a.list);
  return {
    ...cart,
    items,
    itemsCount: items.reduce((s, l) => s + l.quantity, 0),
    totalPrice: { amount: cart.totalPrice.amount + dAfter },
    totalValue: { amount: cart.totalValue.amount + dList },
    totalDiscount: { amount: cart.totalDiscount.amount + delta((a) => a.coupon) },
    totalSavings: { amount: cart.totalSavings.amount + dList - dAfter },
  };
}

/**
 * Optimistic transitions: a new quantity scales the line's amounts, and those of the child lines that follow
 * it (core `followsParent`); a quantity below 1 removes it; a
 * removal drops the line and the child lines attached to it; totals and itemsCount move by the same amounts, and the
 * server's answer replaces the guess (extras such as tax and white glove follow only then).
 */
export function applyOp(cart: Cart, op: CartOp): Cart {
  const target = cart.items.find((l) => l.itemIdentifier === op.itemIdentifier);
  if (target === undefined) return cart;
  if (op.kind === 'remove' || op.quantity < 1) {
    return withItems(
      cart,
      cart.items.filter((l) => l.itemIdentifier !== op.itemIdentifier && l.forItem !== op.itemIdentifier),
    );
  }
  if (op.quantity === target.quantity) return cart;
  const follows = (l: CartItem) =>
    target.forItem === null && l.forItem === target.itemIdentifier && followsParent(l.quantity, target.quantity);
  return withItems(
    cart,
    cart.items.map((l) => (l === target || follows(l) ? scaled(l, op.quantity) : l)),
  );
}

/** The cart the shopper sees: the server's last answer with the changes still in flight applied on top. */
export function visibleCart(state: CartState): Cart | null {
  if (state.confirmed === null) return null;
  return state.pending.reduce((cart, { op }) => applyOp(cart, op), state.confirmed);
}

const dropOp = (state: CartState, id: number | undefined) =>
  id === undefined ? state.pending : state.pending.filter((p) => p.id !== id);

/** The cart store's transitions: optimistic changes, reconciliation with the server, rollback on error, clearing when a fetch fails. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'started':
      return { ...state, busy: state.busy + 1, status: action.loading && state.status === 'idle' ? 'loading' : state.status };
    case 'optimistic':
      return { ...state, pending: [...state.pending, { id: action.id, op: action.op }], error: null };
    case 'settled':
      return {
        confirmed: action.cart,
        pending: dropOp(state, action.id),
        status: 'ready',
        busy: Math.max(0, state.busy - 1),
        error: action.error ?? null,
      };
    case 'failed':
      return {
        ...state,
        pending: dropOp(state, action.id),
        status: state.status === 'loading' ? 'ready' : state.status,
        busy: Math.max(0, state.busy - 1),
        error: action.message ?? state.error,
      };
    case 'fetchFailed':
      return { confirmed: null, pending: [], status: 'ready', busy: Math.max(0, state.busy - 1), error: action.message };
    case 'dismissError':
      return { ...state, error: null };
  }
}
