import { sizeSlug } from '@store/core/filter-segment';
import type { SizeKey } from '@store/core/enums';
import type { Product } from '@store/core/product';
import { defaultSelection, type Selection } from '@store/core/variant';
import type { GridItem } from './product-grid';
import { sizeKeyOf } from './product-facts';

/** Products that have no page of their own (marker no-own-page) are not listed. */
export function listable(products: readonly Product[]): Product[] {
  return products.filter((p) => !p.attributes.markers.includes('no-own-page'));
}

function sizeValue(product: Product, size: SizeKey): string | null {
  const property = product.properties.find((p) => p.name === 'Size');
  const option = property?.options.find((o) => sizeKeyOf(o.value) === size && !o.outOfStock);
  return option?.value ?? null;
}

/**
 * SPEC §2 size landing page: the mattresses sold in that size, priced in that size; a mattress with
 * material/firmness/size paths (driftvale) links straight to its page for that size.
 */
export function sizeLandingItems(mattresses: readonly Product[], size: SizeKey): GridItem[] {
  return listable(mattresses).flatMap((product) => {
    const value = sizeValue(product, size);
    if (value === null) return [];
    const selection: Selection = { ...defaultSelection(product), Size: value };
    const { Material: material, Firmness: firmness } = selection;
    const href =
      product.metadata.url === '/mattress' && material !== undefined && firmness !== undefined
        ? `/mattress/${material}/${firmness}/${sizeSlug(size)}`
        : product.metadata.url;
    return [{ product, selection, href }];
  });
}
