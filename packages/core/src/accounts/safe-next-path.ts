/** Where a shopper lands after signing in when `?next=` is missing or unsafe. */
export const DEFAULT_AFTER_SIGN_IN = '/my-account';

const MAX_NEXT_LENGTH = 512;

/**
 * "after sign-in go to ?next=": only a relative path on this storefront is followed, so a crafted link cannot
 * send a shopper who just signed in to another site (open redirect). A safe value starts with one '/', has no '//'
 * (protocol-relative), no backslash (browsers read '/\evil' as '//evil'), no scheme, no whitespace or control
 * characters (browsers drop tabs and newlines, turning '/\t/evil' into '//evil'), and does not lead back to /login.
 */
export function safeNextPath(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_NEXT_LENGTH) return fallback;
  if (!raw.startsWith('/')) return fallback;
  if (raw.includes('//') || raw.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return fallback;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (path.includes(':')) return fallback;
  if (/^\/login(\/|$)/i.test(path)) return fallback;
  return raw;
}
