import { describe, expect, it } from 'vitest';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordProblem,
} from './password-policy';

const common = new Set(['password123', '1234567890', 'qwertyuiop']);

describe('password policy: minimum length, maximum length, not a common password', () => {
  it.each([
    ['9 characters is too short', 'a'.repeat(MIN_PASSWORD_LENGTH - 1), PASSWORD_TOO_SHORT_MESSAGE],
    ['the empty password is too short', '', PASSWORD_TOO_SHORT_MESSAGE],
    ['10 characters is enough', 'k7#pQ2!mzw', null],
    ['9 emoji are 9 characters (code points, not UTF-16 units)', '😀'.repeat(9), PASSWORD_TOO_SHORT_MESSAGE],
    ['128 characters is the most', 'x'.repeat(MAX_PASSWORD_LENGTH), null],
    ['129 characters is too long', 'x'.repeat(MAX_PASSWORD_LENGTH + 1), PASSWORD_TOO_LONG_MESSAGE],
    ['a common password is refused', '1234567890', PASSWORD_TOO_COMMON_MESSAGE],
    ['a common password in other case is refused', 'QwertyUIOP', PASSWORD_TOO_COMMON_MESSAGE],
    ['a long uncommon password passes', 'correct horse battery staple', null],
  ])('%s', (_name, password, expected) => {
    expect(passwordProblem(password, common)).toBe(expected);
  });

  it('says the minimum in its message', () => {
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 10 characters');
    expect(PASSWORD_TOO_COMMON_MESSAGE).toBe('This password is too common. Please choose another.');
  });
});
