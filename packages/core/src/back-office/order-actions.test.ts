import { describe, expect, it } from 'vitest';
import { allowedOrderActions, type OrderAction, type OrderActionFacts } from './order-actions';
import type { StaffRole } from './staff-roles';

const paidUnshipped: OrderActionFacts = {
  status: 'paid',
  paymentStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  refundable: 147267,
  unshipped: 1,
  returnable: 0,
};

const CASES: Array<[string, OrderActionFacts, StaffRole, OrderAction[]]> = [
  ['paid, nothing shipped, manager', paidUnshipped, 'manager', ['refund', 'cancel', 'ship', 'edit-address', 'resend-email']],
  ['paid, nothing shipped, support', paidUnshipped, 'support', ['resend-email']],
  ['paid, nothing shipped, owner', paidUnshipped, 'owner', ['refund', 'cancel', 'ship', 'edit-address', 'resend-email']],
  [
    'pending (unpaid): cancel and correct the address only',
    { ...paidUnshipped, status: 'pending', paymentStatus: 'unpaid', refundable: 0 },
    'manager',
    ['cancel', 'edit-address'],
  ],
  [
    'partly shipped: no cancel, no address change',
    { ...paidUnshipped, fulfillmentStatus: 'partially_shipped', unshipped: 1 },
    'manager',
    ['refund', 'ship', 'resend-email'],
  ],
  [
    'shipped and in trial: refund and open a return',
    { ...paidUnshipped, fulfillmentStatus: 'shipped', unshipped: 0, returnable: 1 },
    'manager',
    ['refund', 'resend-email', 'open-return'],
  ],
  [
    'shipped and in trial, support: resend and open a return',
    { ...paidUnshipped, fulfillmentStatus: 'shipped', unshipped: 0, returnable: 1 },
    'support',
    ['resend-email', 'open-return'],
  ],
  [
    'partly refunded: refund the rest',
    { ...paidUnshipped, paymentStatus: 'partially_refunded', fulfillmentStatus: 'shipped', unshipped: 0, refundable: 500 },
    'manager',
    ['refund', 'resend-email'],
  ],
  [
    'refunded in full, shipped: nothing left but the email',
    { ...paidUnshipped, paymentStatus: 'refunded', fulfillmentStatus: 'shipped', unshipped: 0, refundable: 0 },
    'manager',
    ['resend-email'],
  ],
  ['cancelled: nothing', { ...paidUnshipped, status: 'cancelled', paymentStatus: 'refunded', refundable: 0 }, 'owner', []],
];

describe('allowedOrderActions', () => {
  it.each(CASES)('%s', (_case, facts, role, expected) => {
    expect(allowedOrderActions(facts, role)).toEqual(expected);
  });
});
