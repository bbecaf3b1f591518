import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../lib/api/cart-schema';
import { cartExtra, cartFixture, cartLine } from '../../test-support/cart-fixture';
import { applyOp, cartReducer, initialCartState, visibleCart, type CartOp, type CartState } from './cart-reducer';

const mattress = cartLine('m', { quantity: 1, price: 90_000, listValue: 120_000, coupon: 9_000, title: 'Mattress' });
const gift = cartLine('g', { quantity: 1, price: 0, listValue: 8_000, forItem: 'm', title: 'Sheets' });
const pillow = cartLine('p', { quantity: 2, price: 10_000, listValue: 12_000, title: 'Pillow' });
const cart = cartFixture([mattress, gift, pillow], [cartExtra('tax', 7_000), cartExtra('shipping', 0)], 'SAVE10');

const linesTotal = (c: Cart) => c.items.reduce((s, l) => s + l.priceAfterDiscount, 0);
const extrasTotal = (c: Cart) => c.extras.reduce((s, e) => s + e.pricing.price.amount, 0);

describe('applyOp', () => {
  it.each<[string, CartOp, string[], number]>([
    ['raises a quantity', { kind: 'quantity', itemIdentifier: 'p', quantity: 3 }, ['m', 'g', 'p'], 5],
    [
      'raises a parent and the gift bought one per parent with it',
      { kind: 'quantity', itemIdentifier: 'm', quantity: 2 },
      ['m', 'g', 'p'],
      6,
    ],
    ['raises a child line alone', { kind: 'quantity', itemIdentifier: 'g', quantity: 2 }, ['m', 'g', 'p'], 5],
    ['lowers a quantity', { kind: 'quantity', itemIdentifier: 'p', quantity: 1 }, ['m', 'g', 'p'], 3],
    ['removes a line at quantity 0', { kind: 'quantity', itemIdentifier: 'p', quantity: 0 }, ['m', 'g'], 2],
    ['removes a child line alone', { kind: 'remove', itemIdentifier: 'g' }, ['m', 'p'], 3],
    ['removes a parent with its children', { kind: 'remove', itemIdentifier: 'm' }, ['p'], 2],
    ['ignores an unknown line', { kind: 'remove', itemIdentifier: 'zz' }, ['m', 'g', 'p'], 4],
  ])('%s', (_name, op, ids, count) => {
    const next = applyOp(cart, op);
    expect(next.items.map((l) => l.itemIdentifier)).toEqual(ids);
    expect(next.itemsCount).toBe(count);
  });

  it('scales the line amounts with the quantity', () => {
    const line = applyOp(cart, { kind: 'quantity', itemIdentifier: 'p', quantity: 4 }).items[2];
    expect(line).toMatchObject({ quantity: 4, priceAfterDiscount: 20_000, discount: 4_000 });
    expect(line?.pricing.profilePrice.amount).toBe(24_000);
  });

  it('a scaled line still adds up as printed: its price before the coupon less its coupon', () => {
    const odd = cartLine('p', { quantity: 3, price: 10_001, listValue: 12_000, coupon: 1_000 });
    const line = applyOp(cartFixture([odd], [], 'SAVE10'), { kind: 'quantity', itemIdentifier: 'p', quantity: 2 }).items[0];
    expect(line?.pricing.price.amount).toBe(6_667);
    expect(line?.pricing.breakdown.couponDiscount.amount).toBe(667);
    expect(line?.priceAfterDiscount).toBe(6_000);
  });

  it('moves the totals by the removed amounts', () => {
    const next = applyOp(cart, { kind: 'remove', itemIdentifier: 'm' });
    expect(next.totalPrice.amount).toBe(10_000 + 7_000);
    expect(next.totalDiscount.amount).toBe(0);
    expect(next.totalValue.amount).toBe(12_000);
    expect(next.totalSavings.amount).toBe(2_000);
  });

  it('keeps totalPrice = lines after discounts + extras and itemsCount = quantities, for any sequence of changes', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('quantity' as const),
        itemIdentifier: fc.constantFrom('m', 'g', 'p'),
        quantity: fc.integer({ min: 0, max: 9 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), itemIdentifier: fc.constantFrom('m', 'g', 'p') }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 6 }), (ops) => {
        const next = ops.reduce(applyOp, cart);
        expect(next.totalPrice.amount).toBe(linesTotal(next) + extrasTotal(next));
        expect(next.itemsCount).toBe(next.items.reduce((s, l) => s + l.quantity, 0));
        expect(next.totalSavings.amount).toBe(next.totalValue.amount - linesTotal(next));
        // Each line as printed (before the coupon) less its coupon is what it adds to the total.
        for (const l of next.items)
          expect(l.priceAfterDiscount).toBe(l.pricing.price.amount - l.pricing.breakdown.couponDiscount.amount);
      }),
    );
  });
});

describe('cartReducer', () => {
  const ready: CartState = { ...initialCartState, confirmed: cart, status: 'ready' };
  const removal: CartOp = { kind: 'remove', itemIdentifier: 'p' };

  it('shows an optimistic change at once and keeps it until its answer', () => {
    const state = cartReducer(cartReducer(ready, { type: 'started' }), { type: 'optimistic', id: 1, op: removal });
    expect(visibleCart(state)?.items.map((l) => l.itemIdentifier)).toEqual(['m', 'g']);
    expect(state.busy).toBe(1);
  });

  it('reconciles with the server answer, keeping later changes still in flight', () => {
    const server = cartFixture([mattress, gift]);
    let state = cartReducer(ready, { type: 'optimistic', id: 1, op: removal });
    state = cartReducer(state, { type: 'optimistic', id: 2, op: { kind: 'quantity', itemIdentifier: 'm', quantity: 2 } });
    state = cartReducer(state, { type: 'settled', cart: server, id: 1 });
    expect(state.confirmed).toBe(server);
    expect(visibleCart(state)?.items.map((l) => [l.itemIdentifier, l.quantity])).toEqual([
      ['m', 2],
      ['g', 2],
    ]);
  });

  it('rolls back a failed change and shows the message', () => {
    let state = cartReducer(cartReducer(ready, { type: 'started' }), { type: 'optimistic', id: 7, op: removal });
    state = cartReducer(state, { type: 'failed', message: 'Cart Empty', id: 7 });
    expect(visibleCart(state)).toBe(cart);
    expect(state).toMatchObject({ error: 'Cart Empty', busy: 0 });
  });

  it('clears the cart when fetching it fails', () => {
    const state = cartReducer(cartReducer(ready, { type: 'started', loading: true }), {
      type: 'fetchFailed',
      message: 'An error occurred, please try again',
    });
    expect(visibleCart(state)).toBeNull();
    expect(state).toMatchObject({ status: 'ready', busy: 0, pending: [] });
  });

  it.each<[string, CartState['status'], boolean, CartState['status']]>([
    ['first load', 'idle', true, 'loading'],
    ['refresh of a loaded cart', 'ready', true, 'ready'],
    ['a change before any load', 'idle', false, 'idle'],
  ])('%s marks the status', (_name, from, loading, to) => {
    expect(cartReducer({ ...initialCartState, status: from }, { type: 'started', loading }).status).toBe(to);
  });

  it('a failure without a message keeps the previous one; dismissing clears it', () => {
    const failed = cartReducer({ ...ready, error: 'Old', busy: 1 }, { type: 'failed', message: null });
    expect(failed.error).toBe('Old');
    expect(cartReducer(failed, { type: 'dismissError' }).error).toBeNull();
  });
});
