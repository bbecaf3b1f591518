import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_EMAIL_INVALID_MESSAGE,
  ACCOUNT_EMAIL_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  ORDER_NUMBER_INVALID_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  emailOnlyFormSchema,
  newPasswordFormSchema,
  orderLookupFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from './account-forms';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_POLICY_HINT,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './password-policy';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('account forms', () => {
  it('sign-in form: email trimmed, any non-empty password (spaces kept)', () => {
    expect(signInFormSchema.parse({ email: '  ada@example.com ', password: ' short ' })).toEqual({
      email: 'ada@example.com',
      password: ' short ',
    });
    expect(messages(signInFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ACCOUNT_EMAIL_REQUIRED_MESSAGE,
      password: PASSWORD_REQUIRED_MESSAGE,
    });
  });

  it.each(['ada', 'ada@', 'ada@example', 'a da@example.com', `${'a'.repeat(250)}@example.com`])(
    'an account email needs one @ and a dotted domain, no spaces, at most 254 characters (%s)',
    (email) => {
      expect(messages(emailOnlyFormSchema.safeParse({ email }))).toEqual({ email: ACCOUNT_EMAIL_INVALID_MESSAGE });
    },
  );

  it(`password policy on new passwords: at least ${MIN_PASSWORD_LENGTH} characters, counted as characters`, () => {
    const short = 'a'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(messages(newPasswordFormSchema.safeParse({ password: short }))).toEqual({ password: PASSWORD_TOO_SHORT_MESSAGE });
    expect(newPasswordFormSchema.safeParse({ password: 'a'.repeat(MIN_PASSWORD_LENGTH) }).success).toBe(true);
    // Nine emoji are nine characters (18 UTF-16 units): still too short.
    expect(newPasswordFormSchema.safeParse({ password: '🛏️'.slice(0, 2).repeat(MIN_PASSWORD_LENGTH - 1) }).success).toBe(false);
    expect(messages(newPasswordFormSchema.safeParse({ password: 'a'.repeat(MAX_PASSWORD_LENGTH + 1) }))).toEqual({
      password: PASSWORD_TOO_LONG_MESSAGE,
    });
    expect(PASSWORD_POLICY_HINT).toContain(String(MIN_PASSWORD_LENGTH));
  });

  it('create-account form: name, email and a password under the policy', () => {
    expect(messages(signUpFormSchema.safeParse({ name: ' ', email: 'ada@example.com', password: 'short' }))).toEqual({
      name: NAME_REQUIRED_MESSAGE,
      password: PASSWORD_TOO_SHORT_MESSAGE,
    });
    expect(signUpFormSchema.parse({ name: ' Ada ', email: 'ada@example.com', password: 'a long enough one' }).name).toBe('Ada');
  });

  it('order look-up form: the order number is upper-cased, letters and digits only', () => {
    expect(orderLookupFormSchema.parse({ email: 'ada@example.com', zip: ' 10001 ', shortId: ' ab3cd4ef ' })).toEqual({
      email: 'ada@example.com',
      zip: '10001',
      shortId: 'AB3CD4EF',
    });
    expect(messages(orderLookupFormSchema.safeParse({ email: 'ada@example.com', zip: '10001', shortId: 'AB 12' }))).toEqual({
      shortId: ORDER_NUMBER_INVALID_MESSAGE,
    });
  });
});
