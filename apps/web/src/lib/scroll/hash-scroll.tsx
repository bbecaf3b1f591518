'use client';

import { useEffect } from 'react';
import { HASH_SCROLL_DELAY_MS, hashTargetId } from '@store/core/scroll';
import { smoothScrollToElement } from './smooth-scroll';

/**
 * Hash scroll: a page opened with a #hash, or a link to one followed, scrolls smoothly to its target 600 ms
 * later, 50 px above it: by then a section that renders late (the reviews) has its height, and the sticky header does
 * not cover the target. Renders nothing.
 */
export function HashScroll() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduled = () => {
      clearTimeout(timer);
      const id = hashTargetId(window.location.hash);
      if (id === null) return;
      timer = setTimeout(() => {
        const target = document.getElementById(id);
        if (target !== null) smoothScrollToElement(target);
      }, HASH_SCROLL_DELAY_MS);
    };
    scheduled();
    window.addEventListener('hashchange', scheduled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', scheduled);
    };
  }, []);
  return null;
}
