'use client';

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Selection } from '@store/core/variant';
import type { Product } from '@store/core/product';
import { restoreSelection, serializeSelection } from '../selection-storage';
import { showSelectionUrl } from './selection-history';

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
 * The shopper's choice, kept across reloads in the URL (`hrefOf`, written with history.replaceState, no navigation)
 * and in localStorage. A URL preselection (path or query) wins over the stored choice; the server render (no storage)
 * shows the initial selection, the client then restores. The page as loaded leaves the URL alone.
 */
export function useStoredSelection(
  product: Pick<Product, 'properties'>,
  storageKey: string,
  initial: Selection,
  pathPreselected: boolean,
  hrefOf: (selection: Selection) => string,
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
  const untouched = chosen === null && restored === initial;
  useEffect(() => {
    if (!untouched) showSelectionUrl(hrefOf(selection));
  }, [untouched, selection, hrefOf]);
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
