import { describe, expect, it } from 'vitest';
import { NAME_INVALID_MESSAGE, NAME_REQUIRED_MESSAGE, NAME_TOO_LONG_MESSAGE, profileFormSchema } from './profile-form';

const messageOf = (name: unknown) => {
  const parsed = profileFormSchema.safeParse({ name });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('profile form (/my-account: the name is editable)', () => {
  it('a name is trimmed', () => {
    expect(profileFormSchema.parse({ name: '  Ann Lee ' })).toEqual({ name: 'Ann Lee' });
  });

  it.each(['', '   ', undefined])('an empty name asks for one (%j)', (name) => {
    expect(messageOf(name)).toBe(NAME_REQUIRED_MESSAGE);
  });

  it('a name of more than 100 characters is refused, 100 is fine', () => {
    expect(messageOf('a'.repeat(101))).toBe(NAME_TOO_LONG_MESSAGE);
    expect(messageOf('a'.repeat(100))).toBeNull();
  });

  it('control characters are refused', () => {
    expect(messageOf('Ann\u0000Lee')).toBe(NAME_INVALID_MESSAGE);
  });
});
