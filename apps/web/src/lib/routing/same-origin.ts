/**
 * Internal endpoints take requests from the storefront's own pages only. A browser marks a same-origin fetch
 * with `Sec-Fetch-Site: same-origin` and sends `Origin` on every POST; a request with neither, or from another
 * origin, is refused (a cross-site form or script must not subscribe someone).
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = headers.get('origin');
  const host = headers.get('host');
  if (origin === null) return fetchSite === 'same-origin';
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}
