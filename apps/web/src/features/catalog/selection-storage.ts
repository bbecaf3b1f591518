import type { Product } from '@store/core/product';
import type { Selection } from '@store/core/variant';
import { mergeValidSelection } from './variant-options';

const VERSION = 1;

/** The localStorage key of a shopper's choice: per brand and product, so brands never share selections. */
export function selectionStorageKey(brand: string, productId: string): string {
  return `store:selection:v${VERSION}:${brand}:${productId}`;
}

/** What is written to storage for a selection. */
export function serializeSelection(selection: Selection): string {
  return JSON.stringify({ v: VERSION, selection });
}

/**
 * A stored selection restored onto the base selection: unreadable data is ignored, and so is any value
 * that is no longer an option of the product (the catalogue may have changed since it was stored).
 */
export function restoreSelection(raw: string | null, product: Pick<Product, 'properties'>, base: Selection): Selection {
  if (raw === null || raw === '') return base;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return base;
  }
  if (typeof data !== 'object' || data === null || !('v' in data) || data.v !== VERSION || !('selection' in data)) return base;
  const stored = data.selection;
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return base;
  return mergeValidSelection(product, base, stored as Record<string, unknown>);
}
