import { describe, expect, it } from 'vitest';
import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  returnEligibility,
  returnQuantityProblem,
  trialEndOf,
  type ReturnEligibilityInput,
} from './return-eligibility';
import type { ReturnStatus } from './order-states';

// Every date below is written in UTC: the rule counts UTC days.
const at = (iso: string) => new Date(iso);
const PAID = { status: 'paid', paymentStatus: 'paid' } as const;
const PILLOW = { itemIdentifier: 'l1', title: 'Cloud Pillow', quantity: 1, amount: 8900 };

function input(overrides: Partial<ReturnEligibilityInput> = {}): ReturnEligibilityInput {
  return {
    order: PAID,
    line: PILLOW,
    trialNights: 30,
    shipments: [{ shippedAt: at('2026-01-10T15:00:00Z'), quantity: 1 }],
    returns: [],
    now: at('2026-01-20T12:00:00Z'),
    ...overrides,
  };
}

const returns = (...rows: Array<[number, ReturnStatus]>) => rows.map(([quantity, status]) => ({ quantity, status }));

describe('trialEndOf: the end of the UTC day `nights` days after the shipment’s UTC day', () => {
  it.each([
    ['2026-01-10T15:00:00Z', 30, '2026-02-09T23:59:59.999Z'],
    ['2026-01-10T00:00:00Z', 30, '2026-02-09T23:59:59.999Z'],
    ['2026-01-10T23:59:59.999Z', 30, '2026-02-09T23:59:59.999Z'],
    // 11:30 pm in San Francisco on January 10 is already January 11 in UTC.
    ['2026-01-10T23:30:00-08:00', 30, '2026-02-10T23:59:59.999Z'],
    ['2026-03-01T00:00:00Z', 365, '2027-03-01T23:59:59.999Z'],
    // 2028 is a leap year: 365 nights from March 1, 2027 end on February 29.
    ['2027-03-01T09:00:00Z', 365, '2028-02-29T23:59:59.999Z'],
    ['2026-06-30T18:00:00Z', 180, '2026-12-27T23:59:59.999Z'],
    ['2026-01-31T12:00:00Z', 60, '2026-04-01T23:59:59.999Z'],
    ['2026-01-31T12:00:00Z', 50, '2026-03-22T23:59:59.999Z'],
    ['2026-12-20T12:00:00Z', 100, '2027-03-30T23:59:59.999Z'],
  ])('shipped %s, %i nights: ends %s', (shipped, nights, end) => {
    expect(trialEndOf(at(shipped), nights).toISOString()).toBe(end);
  });
});

describe('returnEligibility', () => {
  it.each<[string, Partial<ReturnEligibilityInput>, ReturnType<typeof returnEligibility>]>([
    [
      'inside the trial',
      {},
      { eligible: true, trialNights: 30, trialEndsAt: at('2026-02-09T23:59:59.999Z'), returnableQuantity: 1 },
    ],
    [
      'on the last night, to the last millisecond',
      { now: at('2026-02-09T23:59:59.999Z') },
      { eligible: true, trialNights: 30, trialEndsAt: at('2026-02-09T23:59:59.999Z'), returnableQuantity: 1 },
    ],
    [
      'the first moment after the trial',
      { now: at('2026-02-10T00:00:00.000Z') },
      {
        eligible: false,
        reason: 'trial-ended',
        message: 'Your 30-night trial for Cloud Pillow ended on February 9, 2026: returns are no longer possible',
        trialEndsAt: at('2026-02-09T23:59:59.999Z'),
      },
    ],
    [
      'a year’s trial, long over',
      { trialNights: 365, now: at('2027-06-01T00:00:00Z') },
      {
        eligible: false,
        reason: 'trial-ended',
        message: 'Your 365-night trial for Cloud Pillow ended on January 10, 2027: returns are no longer possible',
        trialEndsAt: at('2027-01-10T23:59:59.999Z'),
      },
    ],
    [
      'not shipped yet: cancel instead',
      { shipments: [] },
      {
        eligible: false,
        reason: 'not-shipped',
        message: 'This item has not shipped yet: contact us to cancel it instead',
        trialEndsAt: null,
      },
    ],
    [
      'a return on its way',
      { returns: returns([1, 'pickup_scheduled']) },
      { eligible: false, reason: 'already-returning', message: 'This item is already being returned', trialEndsAt: null },
    ],
    [
      'a refused return frees the item',
      { returns: returns([1, 'refused']) },
      { eligible: true, trialNights: 30, trialEndsAt: at('2026-02-09T23:59:59.999Z'), returnableQuantity: 1 },
    ],
    [
      'returned and refunded already',
      { returns: returns([1, 'refunded']) },
      { eligible: false, reason: 'already-returned', message: 'This item has already been returned', trialEndsAt: null },
    ],
    [
      'three ordered, two shipped, one being returned: one more may go',
      {
        line: { ...PILLOW, quantity: 3 },
        shipments: [{ shippedAt: at('2026-01-10T15:00:00Z'), quantity: 2 }],
        returns: returns([1, 'requested']),
      },
      { eligible: true, trialNights: 30, trialEndsAt: at('2026-02-09T23:59:59.999Z'), returnableQuantity: 1 },
    ],
    [
      'shipped in two parcels: only the later one is still in trial',
      {
        line: { ...PILLOW, quantity: 2 },
        shipments: [
          { shippedAt: at('2026-01-01T10:00:00Z'), quantity: 1 },
          { shippedAt: at('2026-02-01T10:00:00Z'), quantity: 1 },
        ],
        now: at('2026-02-15T00:00:00Z'),
      },
      { eligible: true, trialNights: 30, trialEndsAt: at('2026-03-03T23:59:59.999Z'), returnableQuantity: 1 },
    ],
    [
      'a partly refunded order may still return a line',
      { order: { status: 'paid', paymentStatus: 'partially_refunded' } },
      { eligible: true, trialNights: 30, trialEndsAt: at('2026-02-09T23:59:59.999Z'), returnableQuantity: 1 },
    ],
    [
      'a product without a trial',
      { trialNights: null },
      {
        eligible: false,
        reason: 'no-trial',
        message: 'Cloud Pillow has no sleep trial: contact us about returning it',
        trialEndsAt: null,
      },
    ],
    [
      'a cancelled order',
      { order: { status: 'cancelled', paymentStatus: 'refunded' } },
      {
        eligible: false,
        reason: 'order-cancelled',
        message: 'This order was cancelled: nothing in it can be returned',
        trialEndsAt: null,
      },
    ],
    [
      'an unpaid order',
      { order: { status: 'pending', paymentStatus: 'unpaid' } },
      {
        eligible: false,
        reason: 'order-unpaid',
        message: 'This order is not paid: nothing in it can be returned',
        trialEndsAt: null,
      },
    ],
    [
      'an order refunded in full',
      { order: { status: 'paid', paymentStatus: 'refunded' } },
      {
        eligible: false,
        reason: 'order-refunded',
        message: 'This order was refunded in full: nothing in it can be returned',
        trialEndsAt: null,
      },
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(returnEligibility(input(overrides))).toEqual(expected);
  });
});

describe('returnQuantityProblem', () => {
  const two = returnEligibility(
    input({ line: { ...PILLOW, quantity: 2 }, shipments: [{ shippedAt: at('2026-01-10T15:00:00Z'), quantity: 2 }] }),
  );
  it.each([
    [two, 1, null],
    [two, 2, null],
    [two, 3, 'Only 2 of Cloud Pillow can be returned'],
    [returnEligibility(input()), 2, 'Only 1 of Cloud Pillow can be returned'],
    [returnEligibility(input({ shipments: [] })), 1, 'This item has not shipped yet: contact us to cancel it instead'],
  ] as const)('%#: %i asked: %s', (eligibility, quantity, problem) => {
    expect(returnQuantityProblem(eligibility, quantity, 'Cloud Pillow')).toBe(problem);
  });
});

describe('return reasons', () => {
  it('are the seven choices the form offers, each with its words', () => {
    expect(RETURN_REASONS.map((r) => RETURN_REASON_LABELS[r])).toEqual([
      'Too firm',
      'Too soft',
      'Sleeping hot',
      'Back pain',
      'Changed my mind',
      'Damaged',
      'Other',
    ]);
  });
});

describe('a free line', () => {
  it('is kept, not returned', () => {
    const free = returnEligibility(
      input({
        line: { ...PILLOW, title: 'Gift Pillow', amount: 0 },
        shipments: [{ shippedAt: new Date('2026-01-10T15:00:00Z'), quantity: 1 }],
        now: new Date('2026-01-12T00:00:00Z'),
      }),
    );
    expect(free).toEqual({
      eligible: false,
      reason: 'free-item',
      message: 'Gift Pillow came free with your order: keep it, there is nothing to send back',
      trialEndsAt: null,
    });
  });
});
