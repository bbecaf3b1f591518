import { SERENITY_SIZES, SIZE_ENTRIES, type SizeKey } from '../enums';

/**
 * Bundle box: the Serenity bundle ships as one box per size, and each size entry names its bundle
 * sku (`SRNBNDL-SZQN`) and box name (`QUEEN BOX`). Its inventory key is the stem those skus share.
 */
export const BUNDLE_BOX_INVENTORY_KEY = (SIZE_ENTRIES[0]?.bundleSku ?? 'SRNBNDL').split('-')[0] ?? 'SRNBNDL';

/** The default size when the shopper has not chosen one. */
export const BUNDLE_BOX_DEFAULT_SIZE: SizeKey = 'queen';

/** True for a sku of the bundle box: its bare inventory key or any sized sku of it. */
export function isBundleBoxSku(sku: string): boolean {
  return sku === BUNDLE_BOX_INVENTORY_KEY || sku.startsWith(`${BUNDLE_BOX_INVENTORY_KEY}-`);
}

/** The bundle box sku of a size (size entry's bundle sku); a size without a box (standard, large) or none gets queen's. */
export function bundleBoxSku(size: SizeKey | undefined): string {
  const entry = SIZE_ENTRIES.find((e) => e.key === size) ?? SIZE_ENTRIES.find((e) => e.key === BUNDLE_BOX_DEFAULT_SIZE);
  return entry?.bundleSku ?? `${BUNDLE_BOX_INVENTORY_KEY}-SZQN`;
}

/**
 * A recommended bundle box sku is rewritten to the bundle box sku with the size suffix of the shopper's size
 * (the first size of the cart that a box comes in, else queen); every other sku is kept as it is.
 */
export function rewriteBundleBoxSku(sku: string, shopperSizes: readonly SizeKey[]): string {
  if (!isBundleBoxSku(sku)) return sku;
  return bundleBoxSku(shopperSizes.find((size) => SERENITY_SIZES.includes(size)));
}
