import { z } from 'zod';

/** The signed-in account as the API returns it (sign-in, verification, GET /accounts/me). */
export const accountWireSchema = z.object({
  userId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
});
export type AccountWire = z.infer<typeof accountWireSchema>;

/** GET/PUT /accounts/me: the account and its marketing consents. */
export const accountMeWireSchema = z.object({
  account: accountWireSchema,
  consents: z.object({ sendEmail: z.boolean(), sendSMS: z.boolean() }),
});
export type AccountMeWire = z.infer<typeof accountMeWireSchema>;

/** Sign-up, sign-in link and reset requests answer this for known and unknown emails alike. */
export const checkEmailWireSchema = z.object({ status: z.literal('check-email') });

/** POST /accounts/sign-out. */
export const signedOutWireSchema = z.object({ signedOut: z.literal(true) });

/** POST /accounts/password-reset/confirm. */
export const passwordChangedWireSchema = z.object({ status: z.literal('password-changed') });
