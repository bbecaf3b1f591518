import { isAPIError } from 'better-auth/api';

/** better-auth's error code of a failed `auth.api` call (e.g. INVALID_EMAIL_OR_PASSWORD), or null for anything else. */
export function authErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : String(error.status);
}
