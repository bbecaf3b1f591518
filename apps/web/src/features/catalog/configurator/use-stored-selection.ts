'use client';

import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { Selection } from '@store/core/variant';
import type { ConfigurableProduct } from '../variant-options';
import { restoreSelection, serializeSelection } from '../selection-storage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The shopper's choice, independent of the URL and kept across reloads in localStorage. A path preselection wins
 * over the stored choice; the server render (no storage) shows the initial selection, the client then restores.
 */
export function useStoredSelection(
  product: ConfigurableProduct,
  storageKey: string,
  initial: Selection,
  pathPreselected: boolean,
): [Selection, (name: string, value: string) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStorage(storageKey),
    () => null,
  );
  const restored = useMemo(
    () => (pathPreselected ? initial : restoreSelection(stored, product, initial)),
    [pathPreselected, initial, stored, product],
  );
  const [chosen, setChosen] = useState<Selection | null>(null);
  const selection = chosen ?? restored;
  const choose = useCallback(
    (name: string, value: string) => {
      const next = { ...selection, [name]: value };
      setChosen(next);
      try {
        window.localStorage.setItem(storageKey, serializeSelection(next));
      } catch {
        // Storage can be full or disabled; the choice still holds for this visit.
      }
    },
    [selection, storageKey],
  );
  return [selection, choose];
}
