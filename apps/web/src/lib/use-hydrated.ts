'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and during hydration, true once the island runs in the browser. The framework's scripts
 * load after the first paint, so a control whose work is done by script is disabled until this is true: a press before
 * then would do nothing (a button) or send the form by the browser's own GET, with its fields in the address (a
 * password in the history and the server logs). Journeys wait for it too.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
