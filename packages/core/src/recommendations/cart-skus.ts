import { err, ok, type Result } from '../result';

/** Contract limits of `cartSkus`: at most 50 skus and 4 KB of base64. */
export const CART_SKUS_MAX = 50;
export const CART_SKUS_MAX_BYTES = 4096;

/** Variant sku: an inventory key, then dash-joined code groups (`LUXEHYB-SZQN`), upper-case letters and digits. */
export const SKU_PATTERN = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;
const SKU_MAX_LENGTH = 100;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export const CART_SKUS_BASE64_MESSAGE = 'cartSkus must be base64 of comma-joined skus';
export const CART_SKUS_TOO_LONG_MESSAGE = `cartSkus must be at most ${CART_SKUS_MAX_BYTES} characters`;
export const CART_SKUS_TOO_MANY_MESSAGE = `cartSkus must name at most ${CART_SKUS_MAX} skus`;
export const cartSkuInvalidMessage = (sku: string) =>
  `cartSkus holds an invalid sku "${sku.slice(0, 40)}" (upper-case letters, digits and dashes, at most ${SKU_MAX_LENGTH})`;

/** The recommendation call's `cartSkus` is base64 of the cart's skus joined by commas. */
export function encodeCartSkus(skus: readonly string[]): string {
  return btoa([...new Set(skus)].join(','));
}

/**
 * `cartSkus` read back: padded base64, at most 4 KB, of at most 50 comma-joined skus in the variant sku form;
 * an empty value is an empty cart; repeats count once. Anything else is refused with a message naming what is wrong.
 */
export function decodeCartSkus(value: string): Result<string[]> {
  if (value.length > CART_SKUS_MAX_BYTES) return err('BAD_REQUEST', CART_SKUS_TOO_LONG_MESSAGE);
  if (!BASE64.test(value)) return err('BAD_REQUEST', CART_SKUS_BASE64_MESSAGE);
  const text = atob(value);
  if (text.trim() === '') return ok([]);
  const skus = [...new Set(text.split(',').map((s) => s.trim()))];
  if (skus.length > CART_SKUS_MAX) return err('BAD_REQUEST', CART_SKUS_TOO_MANY_MESSAGE);
  const bad = skus.find((sku) => sku.length > SKU_MAX_LENGTH || !SKU_PATTERN.test(sku));
  if (bad !== undefined) return err('BAD_REQUEST', cartSkuInvalidMessage(bad));
  return ok(skus);
}
