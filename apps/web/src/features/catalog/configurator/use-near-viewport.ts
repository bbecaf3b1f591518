'use client';

import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport: below-the-fold work (add-ons) waits for the shopper to
 * scroll to it. The switch is a transition, so React renders what it brings in slices and the page stays responsive
 * (on a short page the recommendations are near at once, while the page is still starting up).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
