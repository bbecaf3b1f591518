'use client';

import type { Firmness } from '@store/core/enums';
import { firmnessTypeOf } from '@store/core/firmness-type';
import type { Product } from '@store/core/product';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { selectionHref } from '@store/core/selection-url';
import type { Selection } from '@store/core/variant';
import { useStoredSelection } from './configurator/use-stored-selection';

interface ProductSelectionValue {
  selection: Selection;
  choose: (name: string, value: string) => void;
  /**
   * The chosen firmness (soft, firm or luxury-firm): the path's on a /mattress/{material}/{firmness}/{size} page, then
   * the shopper's pick; null for a product without a firmness choice. Read from the selection, so it follows each pick.
   */
  firmnessType: Firmness | null;
}

const ProductSelectionContext = createContext<ProductSelectionValue | null>(null);

export interface ProductSelectionProviderProps {
  /** The product's options and page path: a choice's URL is built from them. */
  product: Pick<Product, 'properties'> & { metadata: Pick<Product['metadata'], 'url'> };
  storageKey: string;
  initialSelection: Selection;
  /** The URL chose values (driftvale paths, a filter segment, `?size=`): they win over a stored choice. */
  pathPreselected: boolean;
  children: ReactNode;
}

/**
 * One selection per product page, shared by the configurator (which changes it) and the gallery (which follows it),
 * with the firmness it chooses.
 */
export function ProductSelectionProvider({
  product,
  storageKey,
  initialSelection,
  pathPreselected,
  children,
}: ProductSelectionProviderProps) {
  const hrefOf = useCallback((selection: Selection) => selectionHref(product, selection), [product]);
  const [selection, choose] = useStoredSelection(product, storageKey, initialSelection, pathPreselected, hrefOf);
  const value = useMemo(
    () => ({ selection, choose, firmnessType: firmnessTypeOf(product, selection) }),
    [product, selection, choose],
  );
  return <ProductSelectionContext value={value}>{children}</ProductSelectionContext>;
}

/** The page's current selection and the way to change it; only inside ProductSelectionProvider. */
export function useProductSelection(): ProductSelectionValue {
  const value = useContext(ProductSelectionContext);
  if (value === null) throw new Error('useProductSelection needs a ProductSelectionProvider around it');
  return value;
}
