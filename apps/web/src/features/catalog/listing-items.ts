import type { SizeKey } from '@store/core/enums';
import type { Product } from '@store/core/product';
import { soldSizeValue } from '@store/core/listing/listing-facets';
import { selectionHref } from '@store/core/selection-url';
import { defaultSelection, type Selection } from '@store/core/variant';
import type { GridItem } from './product-grid';

/** Products that have no page of their own (marker no-own-page) are not listed. */
export function listable(products: readonly Product[]): Product[] {
  return products.filter((p) => !p.attributes.markers.includes('no-own-page'));
}

/**
 * Size landing page: the mattresses sold in that size, priced in that size, each linking to its page in that
 * size (the variant path on driftvale, `?size=` elsewhere), so the product page opens on the price the card showed.
 */
export function sizeLandingItems(mattresses: readonly Product[], size: SizeKey): GridItem[] {
  return listable(mattresses).flatMap((product) => {
    const value = soldSizeValue(product, size);
    if (value === null) return [];
    const selection: Selection = { ...defaultSelection(product), Size: value };
    return [{ product, selection, href: selectionHref(product, { Size: value }) }];
  });
}
