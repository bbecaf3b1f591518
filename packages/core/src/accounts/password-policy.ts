/** A password is at least this long (NIST SP 800-63B asks 8; we ask 10) ... */
export const MIN_PASSWORD_LENGTH = 10;
/** ... and at most this long (scrypt of a megabyte is a denial of service, and nobody types more). */
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Please choose another.';

/** The password policy shown beside every new-password field (the API also refuses common passwords). */
export const PASSWORD_POLICY_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. Avoid common passwords: they are refused.`;

/**
 * The password policy ("Security"): long enough, not absurdly long, and not in the common/breached list
 * (the caller passes the set, e.g. @zxcvbn-ts/language-common's passwords-common, lower-cased). Length counts
 * characters (code points), so an emoji is one. Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(password: string, commonPasswords: ReadonlySet<string>): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (commonPasswords.has(password.toLowerCase())) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}
