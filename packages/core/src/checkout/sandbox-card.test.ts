import { describe, expect, it } from 'vitest';
import { isCompleteCardNumber, isCompleteCvc, parseCardExpiry, passesLuhn, sandboxCardOutcome } from './sandbox-card';
import { isZeroTotalPaymentToken, ZERO_TOTAL_PAYMENT_TOKEN } from './payment-token';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('sandbox test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeds'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000-0000-0000-0002', 'declined'],
    ['4000000000003220', 'requires_3ds'],
    ['4111 1111 1111 1111', null],
    ['', null],
  ])('%s -> %s', (number, outcome) => {
    expect(sandboxCardOutcome(number)).toBe(outcome);
  });
});

describe('card completeness: number, expiry and CVC', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4241', false],
    ['4242', false],
    ['abcd', false],
  ])('card number %s complete: %s', (number, complete) => {
    expect(isCompleteCardNumber(number)).toBe(complete);
    expect(passesLuhn(number.replace(/\s/g, ''))).toBe(complete);
  });

  it.each([
    ['12/26', { month: 12, year: 2026 }],
    ['11 / 2026', { month: 11, year: 2026 }],
    ['10/26', null],
    ['13/27', null],
    ['00/27', null],
    ['1/2060', null],
    ['tomorrow', null],
  ])('any future expiry: %s -> %j', (value, parsed) => {
    expect(parseCardExpiry(value, NOW)).toEqual(parsed);
  });

  it.each([
    ['123', true],
    ['1234', true],
    ['12', false],
    ['12a', false],
  ])('any CVC: %s complete: %s', (value, complete) => {
    expect(isCompleteCvc(value)).toBe(complete);
  });
});

describe('zero total uses a placeholder token', () => {
  it.each([
    [ZERO_TOTAL_PAYMENT_TOKEN, true],
    ['tok_abc', false],
  ])('%s is the placeholder: %s', (token, placeholder) => {
    expect(isZeroTotalPaymentToken(token)).toBe(placeholder);
  });
});
