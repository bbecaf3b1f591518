import { describe, expect, it } from 'vitest';
import { signInModeFrom } from './sign-in-modes';

describe('signInModeFrom', () => {
  it.each([
    { value: 'link', expected: 'link' },
    { value: 'forgot', expected: 'forgot' },
    { value: 'password', expected: 'password' },
    { value: undefined, expected: 'password' },
    { value: 'other', expected: 'password' },
    { value: ['link', 'forgot'], expected: 'password' },
  ])('/login?mode=$value opens the $expected form', ({ value, expected }) => {
    expect(signInModeFrom(value)).toBe(expected);
  });
});
