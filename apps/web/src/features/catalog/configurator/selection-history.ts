/**
 * Shows a choice's URL in the address bar without a navigation (history.replaceState, which the App Router keeps
 * in sync), so a reload, a shared link or the back button brings the same choice. The canonical and x-default links
 * follow the path: a driftvale variant path is its own page, a query is not part of any canonical URL.
 */
export function showSelectionUrl(href: string): void {
  const next = new URL(href, window.location.href);
  next.hash = window.location.hash;
  if (next.href === window.location.href) return;
  window.history.replaceState(null, '', next.href);
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="canonical"], link[rel="alternate"][hreflang="x-default"]',
  )) {
    const canonical = new URL(link.href);
    canonical.pathname = next.pathname;
    link.href = canonical.href;
  }
}
