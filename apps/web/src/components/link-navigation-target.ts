/** The attribute IntentLink writes on its anchor: only these anchors are followed as client-side navigations. */
export const INTENT_LINK_ATTRIBUTE = 'data-intent-link';

/**
 * The path to navigate to in the page's router when the event's target is inside an IntentLink, or null to let the
 * browser follow it (or ignore it) as for any anchor: a link opening another window or downloading a file, one to
 * another origin, or one to a fragment of the page already shown (the browser scrolls to it).
 */
export function intentLinkPath(target: EventTarget | null, current: Pick<Location, 'href'>): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest(`a[${INTENT_LINK_ATTRIBUTE}]`);
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', current.href);
  } catch {
    // An address the URL parser refuses: the browser does with it what it does with any anchor.
    return null;
  }
  const here = new URL(current.href);
  if (url.origin !== here.origin) return null;
  if (url.hash !== '' && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A click the page may take over: the main button, no modifier (those open a tab or a window), not cancelled already. */
export function isPlainClick(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
