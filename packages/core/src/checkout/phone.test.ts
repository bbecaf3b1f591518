import { describe, expect, it } from 'vitest';
import { formatPhone, isPhoneLike, phoneDigits, phoneError, phoneLikeError } from './phone';

describe('phone helper: optional +1, area code (parentheses optional), 3 + 4 digits, separators space . -', () => {
  it.each([
    ['5551234567', true],
    ['555-123-4567', true],
    ['555.123.4567', true],
    ['555 123 4567', true],
    ['(555) 123-4567', true],
    ['(555)123-4567', true],
    ['+1 555 123 4567', true],
    ['1-555-123-4567', true],
    ['+15551234567', true],
    ['555-1234', false],
    ['555_123_4567', false],
    ['(555 123-4567', false],
    ['+44 555 123 4567', false],
    ['55512345678', false],
    ['phone', false],
    ['', false],
  ])('%j -> %s', (input, expected) => expect(isPhoneLike(input)).toBe(expected));

  it.each([
    ['555-123-4567', undefined, null],
    ['nope', undefined, 'Invalid phone number'],
    ['nope', 'Phone please', 'Phone please'],
  ])('%j with message %j -> %j', (input, message, expected) => expect(phoneLikeError(input, message)).toBe(expected));
});

describe('phone: exactly 10 digits, required, shown as (xxx) xxx-xxxx', () => {
  it.each([
    ['5551234567', null],
    ['(555) 123-4567', null],
    ['+1 555.123.4567', null],
    ['', 'Please enter a valid phone number'],
    ['555123456', 'Please enter a valid phone number'],
    ['555a1234567', 'Please enter a valid phone number'],
    ['25551234567', 'Please enter a valid phone number'],
  ])('%j -> %j', (input, expected) => expect(phoneError(input)).toBe(expected));

  it.each([
    ['5551234567', '5551234567', '(555) 123-4567'],
    ['+1 (555) 123-4567', '5551234567', '(555) 123-4567'],
    ['555-1234', '5551234', '555-1234'],
  ])('%j -> digits %j, display %j', (input, digits, display) => {
    expect(phoneDigits(input)).toBe(digits);
    expect(formatPhone(input)).toBe(display);
  });
});
