/** Methods a page or the API answers; the Allow header of a 405. */
export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Methods the Fetch standard forbids (a Request cannot carry them, so Next.js's proxy would throw a 500). */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

export type OddRequestAnswer = { status: 405; allow: string } | { status: 400 };

/**
 * Requests the storefront refuses before Next.js sees them: TRACE/TRACK/CONNECT and `OPTIONS *` get 405 with Allow
 * (RFC 9110 §15.5.6); a request-target that is not a path (absolute or authority form, `//x`) or does not
 * percent-decode is a 400. Null for everything else.
 */
export function answerOddRequest(method: string | undefined, target: string | undefined): OddRequestAnswer | null {
  const upper = (method ?? '').toUpperCase();
  if (FORBIDDEN_METHODS.has(upper) || target === '*') return { status: 405, allow: ALLOWED_METHODS };
  if (!target?.startsWith('/') || target.startsWith('//') || !decodes(target)) return { status: 400 };
  return null;
}

/** A path with a broken percent-escape (`/mattress/%ff`) makes Next's router throw a URIError, a 500. */
function decodes(target: string): boolean {
  try {
    decodeURIComponent(target.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
}
