import './zod-jitless';
import { z } from 'zod';
import {
  accountWireSchema as accountSchema,
  checkEmailWireSchema as checkEmailSchema,
  signedOutWireSchema,
  type AccountWire,
} from '@store/core/accounts/account-wire';
import { browserRequest } from './browser-request';

/** The signed-in account as the accounts API returns it. */
export type Account = AccountWire;

const anyResult = z.unknown();
const orderLookupSchema = z.object({ orderId: z.string().min(1) });

/** POST /accounts/sign-in: the account, with the session cookie set by the answer. */
export const signIn = (body: { email: string; password: string }) =>
  browserRequest('POST', '/accounts/sign-in', accountSchema, body);

/** POST /accounts/sign-up: always "check your email" (a new account's verification, or a note to an existing one). */
export const signUp = (body: { name: string; email: string; password: string }) =>
  browserRequest('POST', '/accounts/sign-up', checkEmailSchema, body);

/** POST /accounts/sign-out: ends the session (clears the cookie). */
export const signOut = () => browserRequest('POST', '/accounts/sign-out', signedOutWireSchema, {});

/** POST /accounts/sign-in-link: always "check your email"; only an existing account gets the link. */
export const requestSignInLink = (body: { email: string }) =>
  browserRequest('POST', '/accounts/sign-in-link', checkEmailSchema, body);

/** POST /accounts/password-reset: always "check your email"; only an existing account gets the link. */
export const requestPasswordReset = (body: { email: string }) =>
  browserRequest('POST', '/accounts/password-reset', checkEmailSchema, body);

/** POST /accounts/sign-in-link/verify: consumes the emailed token and signs in. */
export const verifySignInLink = (token: string) =>
  browserRequest('POST', '/accounts/sign-in-link/verify', accountSchema, { token });

/** POST /accounts/verify-email: consumes the emailed token, verifies the email and signs in. */
export const verifyEmail = (token: string) => browserRequest('POST', '/accounts/verify-email', accountSchema, { token });

/** POST /accounts/password-reset/confirm: consumes the emailed token and sets the new password. */
export const confirmPasswordReset = (body: { token: string; password: string }) =>
  browserRequest('POST', '/accounts/password-reset/confirm', anyResult, body);

/** POST /orders/lookup: a guest's order by email, ZIP and order number; grants this browser read access to it. */
export const lookUpOrder = (body: { email: string; zip: string; shortId: string }) =>
  browserRequest('POST', '/orders/lookup', orderLookupSchema, body);
