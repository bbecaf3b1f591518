import type { Product } from '@store/core';
import { SERVICE_IDS } from './services';

const NEEDS_WARRANTY = new Set(['mattress', 'bed-frame', 'furniture', 'bundle', 'bedroom-set']);

/** The sku of a service product (services have no properties, so their sku is the inventory key). */
function skuOf(products: readonly Product[], id: string): string | undefined {
  return products.find((p) => p.id === id)?.inventoryKey;
}

/** extrasData: white glove eligible goods list the brand's white glove (and, for mattresses, removal) and warranty skus. */
export function attachExtras(products: readonly Product[]): Product[] {
  const whiteGlove = [skuOf(products, SERVICE_IDS.whiteGlove), skuOf(products, SERVICE_IDS.whiteGloveAdditional)];
  const removal = skuOf(products, SERVICE_IDS.removal);
  const warranty = skuOf(products, SERVICE_IDS.warranty);
  return products.map((product) => {
    const markers: string[] = [];
    const skus: string[] = [];
    const add = (marker: string, list: (string | undefined)[]): void => {
      const found = list.filter((s): s is string => s !== undefined);
      if (found.length === 0) return;
      markers.push(marker);
      skus.push(...found);
    };
    const group = product.attributes.group;
    if (product.attributes.markers.includes('white-glove-eligible')) {
      add('white-glove', whiteGlove);
      if (group === 'mattress' || group === 'bundle') add('mattress-removal', [removal]);
    }
    if (NEEDS_WARRANTY.has(group) && !product.attributes.markers.includes('soft-good')) add('extended-warranty', [warranty]);
    return { ...product, extrasData: { markers, skus } };
  });
}
