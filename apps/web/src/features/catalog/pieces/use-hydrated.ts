'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server render and during hydration, true once the island runs in the browser (journeys wait for it). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
