import { z } from 'zod';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './password-policy';

export const ACCOUNT_EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const ACCOUNT_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password';
export const NAME_REQUIRED_MESSAGE = 'Please enter your name';
export const ZIP_REQUIRED_FOR_LOOKUP_MESSAGE = 'Please enter the ZIP code of the order';
export const ORDER_NUMBER_REQUIRED_MESSAGE = 'Please enter your order number';
export const ORDER_NUMBER_INVALID_MESSAGE = 'An order number is letters and digits, as in your confirmation email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email as typed in an account form: trimmed, required, one @ and a dotted domain, at most 254 characters (RFC 5321). */
const accountEmail = () =>
  z
    .string({ error: ACCOUNT_EMAIL_REQUIRED_MESSAGE })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: ACCOUNT_EMAIL_REQUIRED_MESSAGE });
      else if (value.length > 254 || !EMAIL.test(value)) ctx.addIssue({ code: 'custom', message: ACCOUNT_EMAIL_INVALID_MESSAGE });
    });

/**
 * A new password checked by length (the password policy, counted in characters like the API); the common-password list
 * is the API's check, so the big list never ships to the browser. Never trimmed: spaces are part of a password.
 */
const newPassword = () =>
  z
    .string({ error: PASSWORD_TOO_SHORT_MESSAGE })
    .refine((value) => [...value].length >= MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
    .refine((value) => [...value].length <= MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/** Sign in with email and password (any non-empty password: the policy is for new ones). */
export const signInFormSchema = z.object({
  email: accountEmail(),
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, PASSWORD_REQUIRED_MESSAGE),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** Create an account: name, email and a password under the policy. */
export const signUpFormSchema = z.object({
  name: z
    .string({ error: NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, NAME_REQUIRED_MESSAGE)
    .max(100, 'Please keep your name to 100 characters'),
  email: accountEmail(),
  password: newPassword(),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** "Email me a sign-in link" and "Forgot password?": just the email. */
export const emailOnlyFormSchema = z.object({ email: accountEmail() });
export type EmailOnlyForm = z.infer<typeof emailOnlyFormSchema>;

/** Reset: the new password under the policy. */
export const newPasswordFormSchema = z.object({ password: newPassword() });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/**
 * Guest order look-up: email, the order's ZIP and its order number (the short id of the confirmation,
 * upper-cased: it is typed from an email and compared exactly by the API).
 */
export const orderLookupFormSchema = z.object({
  email: accountEmail(),
  zip: z
    .string({ error: ZIP_REQUIRED_FOR_LOOKUP_MESSAGE })
    .trim()
    .min(1, ZIP_REQUIRED_FOR_LOOKUP_MESSAGE)
    .max(10, 'Please check the ZIP code'),
  shortId: z
    .string({ error: ORDER_NUMBER_REQUIRED_MESSAGE })
    .trim()
    .min(1, ORDER_NUMBER_REQUIRED_MESSAGE)
    .max(32, ORDER_NUMBER_INVALID_MESSAGE)
    .regex(/^[A-Za-z0-9-]+$/, ORDER_NUMBER_INVALID_MESSAGE)
    .transform((value) => value.toUpperCase()),
});
export type OrderLookupFormInput = z.input<typeof orderLookupFormSchema>;
export type OrderLookupForm = z.infer<typeof orderLookupFormSchema>;
