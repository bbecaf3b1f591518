import { safeText } from '@store/core';
import { errorEnvelope } from '../schemas';

/** A TOTP code (6 digits) or a backup code as typed. */
export const codeField = safeText({ min: 1, max: 40 }).transform((v) => v.replace(/\s+/g, ''));

/** The error statuses a staff route may answer with. */
export const staffErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};
