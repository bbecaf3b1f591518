import { describe, expect, it } from 'vitest';
import { isLinkOrRemoteCart, returningCustomerOutcome, type ReturningCustomerFacts } from './returning-customer';

const direct = [{ type: 'cartCreated', metadata: { channel: 'direct' } }];
const linked = [...direct, { type: 'cartCreated', metadata: { channel: 'cartLink' } }];
const remote = [...direct, { type: 'remoteControlled', metadata: {} }];
const cart = { historyLog: direct, preventAddingCoupon: false, couponCode: null };
const facts: ReturningCustomerFacts = { orderExists: true, cart, configuredCoupon: 'WELCOMEBACK' };

describe('returning-customer check', () => {
  it.each([
    ['a direct cart', direct, false],
    ['a cart opened from a cart link', linked, true],
    ['a remote-controlled cart', remote, true],
    ['no history', [], false],
  ])('"the cart is not a link or remote cart": %s', (_label, historyLog, expected) => {
    expect(isLinkOrRemoteCart(historyLog)).toBe(expected);
  });

  it.each<[string, ReturningCustomerFacts, { recognised: boolean; applyCoupon: string | null }]>([
    ['done order, direct cart: recognised, coupon applied', facts, { recognised: true, applyCoupon: 'WELCOMEBACK' }],
    ['no done order: nothing', { ...facts, orderExists: false }, { recognised: false, applyCoupon: null }],
    [
      'link cart: no coupon, not recognised',
      { ...facts, cart: { ...cart, historyLog: linked } },
      { recognised: false, applyCoupon: null },
    ],
    [
      'remote cart: no coupon, not recognised',
      { ...facts, cart: { ...cart, historyLog: remote } },
      { recognised: false, applyCoupon: null },
    ],
    ['no cart: nothing to recognise', { ...facts, cart: null }, { recognised: false, applyCoupon: null }],
    [
      'coupon removed before (preventAddingCoupon): recognised, no coupon',
      { ...facts, cart: { ...cart, preventAddingCoupon: true } },
      { recognised: true, applyCoupon: null },
    ],
    [
      'the shopper chose a coupon: recognised, their coupon kept',
      { ...facts, cart: { ...cart, couponCode: 'SAVE10' } },
      { recognised: true, applyCoupon: null },
    ],
    [
      'brand without a configured coupon: recognised only',
      { ...facts, configuredCoupon: undefined },
      { recognised: true, applyCoupon: null },
    ],
  ])('"a configured coupon is applied and an event is sent": %s', (_label, input, expected) => {
    expect(returningCustomerOutcome(input)).toEqual(expected);
  });
});
