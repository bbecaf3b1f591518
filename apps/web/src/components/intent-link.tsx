'use client';

import Link from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * The storefront's link: Next's client-side navigation, with the next page prefetched once the shopper shows intent
 * (a pointer over the link, keyboard focus on it, a finger touching it) and never merely because the link is on screen.
 * Next's default prefetches every link in the viewport while the page loads: on a product page the breadcrumbs and the
 * account link asked for three pages twice, and handling those answers on the main thread during hydration cost the
 * phone about as much blocking time as the rest of the page's own work (docs/benchmarks.md, "Links prefetched on
 * intent"). Every storefront link goes through here (eslint forbids `next/link` elsewhere in the web app).
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null is Next's default prefetch (the full route when static, down to the nearest loading boundary when dynamic).
      prefetch={intent ? null : false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
