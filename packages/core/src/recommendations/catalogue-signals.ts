import { isSellable } from '../cart/sellable';
import { SIZE_KEYS, type SizeKey } from '../enums';
import type { Product } from '../product';
import { allSelections, buildVariantSku, defaultSelection } from '../variant';

/** Groups that are never a row's card: a protection plan or a delivery service is added with a product, not alone. */
const NOT_STANDALONE_GROUPS: ReadonlySet<string> = new Set(['warranty', 'service']);

/** The sku "Add to cart" on a recommendation card adds: the product's default selection. */
export function defaultSku(product: Pick<Product, 'inventoryKey' | 'properties'>): string {
  return buildVariantSku(product.inventoryKey, product.properties, defaultSelection(product));
}

/**
 * Exclusions: a product is recommendable when its default variant is sellable (active, in stock or
 * back-order allowed), it has its own page, and it is not a warranty or a service.
 */
export function isRecommendable(product: Pick<Product, 'inventoryKey' | 'properties' | 'availability' | 'attributes'>): boolean {
  if (NOT_STANDALONE_GROUPS.has(product.attributes.group)) return false;
  if (product.attributes.markers.includes('no-own-page')) return false;
  return isSellable(product.availability[defaultSku(product)]);
}

export interface CartSkuProducts {
  /** The cart's products, each once, in sku order. */
  productIds: string[];
  /** The sizes the cart's skus chose, in sku order (the bundle box rule reads the first one a box comes in). */
  sizes: SizeKey[];
}

/**
 * The cart's skus as products: a sku is a variant of the product whose availability lists it, else a bare inventory key
 * (`SRNBNDL`); an unknown sku names no product (it may be a line of a product since removed) and is ignored.
 */
export function productsOfSkus(catalogue: readonly Product[], skus: readonly string[]): CartSkuProducts {
  const productIds: string[] = [];
  const sizes: SizeKey[] = [];
  for (const sku of skus) {
    const product = catalogue.find((p) => Object.hasOwn(p.availability, sku)) ?? catalogue.find((p) => p.inventoryKey === sku);
    if (product === undefined) continue;
    if (!productIds.includes(product.id)) productIds.push(product.id);
    const size = sizeOfSku(product, sku);
    if (size !== undefined) sizes.push(size);
  }
  return { productIds, sizes };
}

/** The Size a variant sku chose: the selection whose variant sku it is (none for a bare key or another product's sku). */
export function sizeOfSku(product: Pick<Product, 'inventoryKey' | 'properties'>, sku: string): SizeKey | undefined {
  if (!product.properties.some((p) => p.name === 'Size')) return undefined;
  const selection = allSelections(product.properties).find(
    (s) => buildVariantSku(product.inventoryKey, product.properties, s) === sku,
  );
  const value = selection?.Size;
  return value !== undefined && (SIZE_KEYS as readonly string[]).includes(value) ? (value as SizeKey) : undefined;
}
