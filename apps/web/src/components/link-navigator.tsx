'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { intentLinkPath, isPlainClick } from './link-navigation-target';

/**
 * Follows every IntentLink of the page as a client-side navigation (`router.push`, scrolling to the top as Next's Link
 * does), and prefetches a link's page the first time the shopper shows intent: a pointer over it, keyboard focus, a
 * finger touching it. One set of listeners on the document, after React's own there, so a component's onClick on the
 * link (closing the cart drawer) runs first and may cancel the navigation. Until the page has hydrated, a link is an
 * ordinary anchor and loads its page. Renders nothing.
 */
export function LinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const intent = (event: Event) => {
      const path = intentLinkPath(event.target, window.location)?.split('#')[0];
      if (path === undefined || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    const click = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const path = intentLinkPath(event.target, window.location);
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    const passive = { passive: true } as const;
    document.addEventListener('click', click);
    document.addEventListener('mouseover', intent, passive);
    document.addEventListener('focusin', intent, passive);
    document.addEventListener('touchstart', intent, passive);
    return () => {
      document.removeEventListener('click', click);
      document.removeEventListener('mouseover', intent);
      document.removeEventListener('focusin', intent);
      document.removeEventListener('touchstart', intent);
    };
  }, [router]);
  return null;
}
