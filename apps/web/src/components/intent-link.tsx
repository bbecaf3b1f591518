import type { AnchorHTMLAttributes } from 'react';
import { INTENT_LINK_ATTRIBUTE } from './link-navigation-target';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The storefront's link: a plain anchor, marked for `LinkNavigator` (one listener for the whole page, in the layout),
 * which follows it as a client-side navigation and prefetches its page once the shopper shows intent (a pointer over
 * the link, keyboard focus on it, a finger touching it), never merely because the link is on screen.
 *
 * Not a client component, and not Next's Link: a page holds 20-60 links (header, menu, footer, product cards), and as
 * Links each was two components with hooks and a ref for React to hydrate, about half the function components of
 * /login. Next's default would also prefetch every link in the viewport while the page loads (docs/benchmarks.md,
 * "Links prefetched on intent"). eslint forbids `next/link` in the web app.
 */
export function IntentLink(props: IntentLinkProps) {
  return <a {...props} {...{ [INTENT_LINK_ATTRIBUTE]: '' }} />;
}
