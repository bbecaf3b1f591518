'use client';

import { useSyncExternalStore } from 'react';
import { SMALL_SCREEN_QUERY } from '@store/core/breakpoints';

/** Follows the small-screen media query: calls `onChange` whenever the window crosses 575/576 px wide. */
function subscribeSmallScreen(onChange: () => void): () => void {
  const query = window.matchMedia(SMALL_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the window is 575 px wide or less. */
function isSmallScreen(): boolean {
  return window.matchMedia(SMALL_SCREEN_QUERY).matches;
}

/** The server knows no width: it renders the larger screen, and a phone changes what it must once it runs. */
const serverSnapshot = () => false;

/**
 * The small-screen helper: true on a window 575 px wide or less, kept in step as it is resized or turned. For what a
 * phone must do differently, not for looks (CSS breakpoints do those); false in the server render and hydration.
 */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribeSmallScreen, isSmallScreen, serverSnapshot);
}
