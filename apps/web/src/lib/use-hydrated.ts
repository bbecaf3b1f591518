'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server render and during hydration, true once the island runs in the browser. The framework's scripts
 * load after the first paint, so a control whose work is done by script is disabled until this is true: a press before
 * then would do nothing (a button) or send the form by the browser's own GET, with its fields in the address (a
 * password in the history and the server logs). Journeys wait for it too.
 *
 * State set in a transition after mount, not a store read whose browser value differs from the server's: React renders
 * such a read again synchronously at the end of the hydration commit, and runs every effect of the page first, all in
 * one task. A transition is rendered in slices the browser can answer between. A component mounted later (a drawer
 * opened) renders once with its controls disabled, then enabled.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
