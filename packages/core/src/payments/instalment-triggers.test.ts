import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { DEFAULT_INSTALMENT_COUNT } from './redirect-rules';
import { enabledTriggers, instalmentTrigger, offersLeaseFallback, splitItPayments } from './instalment-triggers';

describe('Instalment triggers', () => {
  it.each([
    ['splitIt', undefined, { paymentProvider: 'splitIt', splitItNumberOfPayments: 12, step: 'review', pay: true }],
    ['splitIt', 6, { paymentProvider: 'splitIt', splitItNumberOfPayments: 6, step: 'review', pay: true }],
    ['splitIt', 7, { paymentProvider: 'splitIt', splitItNumberOfPayments: 12, step: 'review', pay: true }],
    ['affirm', undefined, { paymentProvider: 'affirm', step: 'review', pay: true }],
    ['affirm', 6, { paymentProvider: 'affirm', step: 'review', pay: true }],
  ] as const)('%s with %s payments -> %j', (trigger, payments, expected) =>
    expect(instalmentTrigger(trigger, payments)).toEqual(expected),
  );
});

describe('splitItNumberOfPayments (default 12): only offered counts reach the order', () => {
  it.each([
    [3, 3],
    [6, 6],
    [10, 10],
    [12, 12],
    [18, 18],
    [24, 24],
    [0, 12],
    [-6, 12],
    [6.5, 12],
    [61, 12],
    ['6', 12],
    [null, 12],
    [undefined, 12],
  ])('%j -> %d', (value, expected) => expect(splitItPayments(value)).toBe(expected));
  it('the default is 12', () => expect(DEFAULT_INSTALMENT_COUNT).toBe(12));
});

it('triggers show only for the financing providers the brand enables', () => {
  expect(enabledTriggers(BRANDS.nestwood.paymentProviders)).toEqual(['splitIt', 'affirm']);
  expect(enabledTriggers(BRANDS['nestwood-ca'].paymentProviders)).toEqual(['affirm']);
  expect(enabledTriggers(['stripeDirect'])).toEqual([]);
});

describe('modal flag "lease provider fallback": a lease provider’s failure offers another payment method', () => {
  it.each([
    ['acima', true],
    ['affirm', false],
    ['splitIt', false],
    ['stripeDirect', false],
    [null, false],
  ] as const)('%s -> %s', (provider, expected) => expect(offersLeaseFallback(provider)).toBe(expected));
});
