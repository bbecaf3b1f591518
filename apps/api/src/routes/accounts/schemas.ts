import { z } from 'zod';
import { checkEmailWireSchema, MAX_PASSWORD_LENGTH, safeText } from '@store/core';
import { errorEnvelope, okEnvelope } from '../schemas';

/** An email address as typed (trimmed; better-auth lower-cases it). */
export const emailField = safeText({ max: 254 })
  .transform((v) => v.trim())
  .pipe(z.email('Please enter a valid email address'));
/** A password as typed: the policy (length, common list) is checked by the use case, with its own messages. */
export const passwordField = safeText({ max: MAX_PASSWORD_LENGTH * 4 });
/** A one-time token from an email link. */
export const tokenField = safeText({ min: 1, max: 2000 }).regex(/^[A-Za-z0-9._~-]+$/, 'The link is malformed');
export const nameField = safeText({ min: 1, max: 100 }).refine((v) => v.trim() !== '', 'Please enter your name');

export const checkEmailResult = okEnvelope(checkEmailWireSchema);

/** The error statuses an account route may answer with. */
export const accountErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  429: errorEnvelope,
};
