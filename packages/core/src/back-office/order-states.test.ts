import { describe, expect, it } from 'vitest';
import {
  FULFILLMENT_TRANSITIONS,
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_TRANSITIONS,
  REFUND_TRANSITIONS,
  RETURN_TRANSITIONS,
  canMove,
  statesBefore,
} from './order-states';

describe('order transitions', () => {
  it.each([
    ['pending', 'paid', true],
    ['pending', 'cancelled', true],
    ['pending', 'pending', true],
    ['paid', 'cancelled', true],
    ['paid', 'pending', false],
    ['paid', 'paid', false],
    ['cancelled', 'paid', false],
    ['cancelled', 'pending', true],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMove(ORDER_TRANSITIONS, from, to)).toBe(allowed);
  });
});

describe('order payment transitions', () => {
  it.each([
    ['unpaid', 'paid', true],
    ['unpaid', 'refunded', false],
    ['paid', 'partially_refunded', true],
    ['paid', 'refunded', true],
    ['partially_refunded', 'partially_refunded', true],
    ['partially_refunded', 'refunded', true],
    ['refunded', 'partially_refunded', false],
    ['refunded', 'paid', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMove(ORDER_PAYMENT_TRANSITIONS, from, to)).toBe(allowed);
  });
});

describe('fulfilment, refund and return transitions', () => {
  it.each([
    [FULFILLMENT_TRANSITIONS, 'unfulfilled', 'shipped', true],
    [FULFILLMENT_TRANSITIONS, 'shipped', 'partially_shipped', false],
    [REFUND_TRANSITIONS, 'pending', 'succeeded', true],
    [REFUND_TRANSITIONS, 'failed', 'succeeded', false],
    [RETURN_TRANSITIONS, 'requested', 'approved', true],
    [RETURN_TRANSITIONS, 'requested', 'received', false],
    [RETURN_TRANSITIONS, 'approved', 'received', true],
    [RETURN_TRANSITIONS, 'refused', 'approved', false],
    [RETURN_TRANSITIONS, 'received', 'refunded', true],
    [RETURN_TRANSITIONS, 'refunded', 'received', false],
  ] as const)('%#: %s → %s', (table, from, to, allowed) => {
    expect(canMove(table as never, from, to)).toBe(allowed);
  });

  it('lists the states a move may start from', () => {
    expect(statesBefore(ORDER_PAYMENT_TRANSITIONS, 'refunded')).toEqual(['paid', 'partially_refunded']);
    expect(statesBefore(ORDER_TRANSITIONS, 'cancelled')).toEqual(['pending', 'paid']);
    expect(statesBefore(RETURN_TRANSITIONS, 'received')).toEqual(['approved', 'pickup_scheduled']);
  });
});
